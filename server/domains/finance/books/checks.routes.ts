import { API, checkEndpoints as checks, REPLAYED_HEADER } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { answer, endpointRouter } from '../../../lib/endpoint';
import { idempotencyClaim, posted } from '../../../lib/idempotency';
import { getCheck, listChecks } from './check-register.service';
import { clearCheck, voidCheck, writeCheck } from './checks.service';

/** `/finance/checks` (`write-check`): write a check, the register, clear and void. */
export function checkRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.checks)
    .on(checks.list, requires('write-check'), (c, { query }) => listChecks(db, c.get('actor'), query))
    .on(checks.write, requires('write-check'), async (c, { body }) => {
      const { entryId, replayed, checkId } = await writeCheck(db, c.get('actor'), idempotencyClaim(c, body), body);
      const result = { message: `Check ${body.number} has been written`, entry_id: entryId, check_id: checkId };
      return replayed ? answer(result, { headers: { [REPLAYED_HEADER]: 'true' } }) : result;
    })
    .on(checks.get, requires('write-check'), (c, { params }) => getCheck(db, c.get('actor'), params.id))
    .on(checks.clear, requires('write-check'), async (c, { params, body }) => {
      await clearCheck(db, c.get('actor'), params.id, body.date);
      return { message: 'The check has been marked cleared' };
    })
    .on(checks.void, requires('write-check'), async (c, { params, body }) => {
      const result = await voidCheck(db, c.get('actor'), idempotencyClaim(c, body), params.id, body);
      return posted(result, 'The check has been voided');
    }).app;
}
