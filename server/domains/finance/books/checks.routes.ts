import { Hono } from 'hono';
import { checkInput, checkListQuery, clearCheckInput, voidCheckInput } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idempotencyClaim, postedAnswer } from '../../../lib/idempotency';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { getCheck, listChecks } from './check-register.service';
import { clearCheck, voidCheck, writeCheck } from './checks.service';

/** `/finance/checks` (`write-check`): write a check, the register, clear and void. */
export function checkRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('write-check'), queryParams(checkListQuery), async (c) => c.json(await listChecks(db, c.get('actor'), c.req.valid('query'))))
    .post('/', requires('write-check'), jsonBody(checkInput), async (c) => {
      const input = c.req.valid('json');
      const { entryId, replayed, checkId } = await writeCheck(db, c.get('actor'), idempotencyClaim(c, input), input);
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json({ message: `Check ${input.number} has been written`, entry_id: entryId, check_id: checkId }, 201);
    })
    .get('/:id', requires('write-check'), async (c) => c.json(await getCheck(db, c.get('actor'), idParam(c.req.param('id')))))
    .post('/:id/clear', requires('write-check'), jsonBody(clearCheckInput), async (c) => {
      await clearCheck(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json').date);
      return c.json({ message: 'The check has been marked cleared' });
    })
    .post('/:id/void', requires('write-check'), jsonBody(voidCheckInput), async (c) => {
      const input = c.req.valid('json');
      const result = await voidCheck(db, c.get('actor'), idempotencyClaim(c, input), idParam(c.req.param('id')), input);
      return postedAnswer(c, result, 'The check has been voided');
    });
}
