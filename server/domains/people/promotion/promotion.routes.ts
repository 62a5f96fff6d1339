import { API, promotionEndpoints as promotion } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { previewPromotion, promote } from './promotion.service';

/** `/students/promotion` (pass-student): a section's proposal, then the decisions written whole. */
export function promotionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.promotion)
    .on(promotion.preview, requires('pass-student'), (c, { body }) => previewPromotion(db, c.get('actor'), body))
    .on(promotion.promote, requires('pass-student'), async (c, { body }) => {
      const result = await promote(db, c.get('actor'), body);
      // The page words the date in its own format; the message names it plainly for other clients.
      return { message: `The promotion has been saved. It takes effect on ${result.takes_effect_on}.`, ...result };
    }).app;
}
