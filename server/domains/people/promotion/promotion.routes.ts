import { Hono } from 'hono';
import { promotionInput, promotionPreviewInput, type PromotionResult } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { jsonBody } from '../../../lib/validate';
import { previewPromotion, promote } from './promotion.service';

/** `/students/promotion` (pass-student): a section's proposal, then the decisions written whole. */
export function promotionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .post('/preview', requires('pass-student'), jsonBody(promotionPreviewInput), async (c) => c.json(await previewPromotion(db, c.get('actor'), c.req.valid('json'))))
    .post('/', requires('pass-student'), jsonBody(promotionInput), async (c) => {
      const result = await promote(db, c.get('actor'), c.req.valid('json'));
      // The page words the date in its own format; the message names it plainly for other clients.
      return c.json({ message: `The promotion has been saved. It takes effect on ${result.takes_effect_on}.`, ...result } satisfies PromotionResult);
    });
}
