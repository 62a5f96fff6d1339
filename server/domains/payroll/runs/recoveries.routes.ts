import { Hono } from 'hono';
import type { GenericSchema } from 'valibot';
import { advanceInput, loanInput, recoveryListQuery, recoveryUpdateInput, skipMonthInput, type AdvanceInput, type LoanInput, type Privilege, type RecoveryKind, type RecoveryPosted } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idempotencyClaim } from '../../../lib/idempotency';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { payOut, replanRecovery, skipMonth, type PayoutInput } from './recoveries.service';
import { getRecovery, listRecoveries } from './recovery-reads';

interface KindRoutes {
  kind: RecoveryKind;
  /** The payout form: an advance's count of instalments, or a loan's monthly instalment. */
  input: GenericSchema<unknown, AdvanceInput | LoanInput>;
  list: Privilege;
  add: Privilege;
  update: Privilege;
  paidOut: string;
}

/** Advances and loans answer alike; only the kind, the payout form and the privileges differ. */
function recoveryRoutes(deps: AppDeps, k: KindRoutes) {
  const { db } = deps.database;
  const noun = k.kind === 'advance' ? 'advance' : 'loan';
  return new Hono<AppEnv>()
    .get('/', requires(k.list), queryParams(recoveryListQuery), async (c) => c.json(await listRecoveries(db, c.get('actor'), k.kind, c.req.valid('query'))))
    .get('/:id', requires(k.list), async (c) => c.json(await getRecovery(db, c.get('actor'), k.kind, idParam(c.req.param('id')))))
    .post('/', requires(k.add), jsonBody(k.input), async (c) => {
      const input = c.req.valid('json');
      const posted = await payOut(db, c.get('actor'), idempotencyClaim(c, input), { ...input, kind: k.kind } as PayoutInput);
      if (posted.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json({ message: k.paidOut, id: posted.id, entry_id: posted.entryId } satisfies RecoveryPosted, 201);
    })
    .put('/:id', requires(k.update), jsonBody(recoveryUpdateInput), async (c) => {
      await replanRecovery(db, c.get('actor'), k.kind, idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: `The ${noun} has been re-planned` });
    })
    .post('/:id/skip', requires(k.update), jsonBody(skipMonthInput), async (c) => {
      await skipMonth(db, c.get('actor'), k.kind, idParam(c.req.param('id')), c.req.valid('json').month);
      return c.json({ message: `The instalment has moved to the end of the ${noun}'s schedule` });
    });
}

/** `/employees/advances` (`advanced`, `add-advanced`, `update-advanced`). */
export function advanceRoutes(deps: AppDeps) {
  return recoveryRoutes(deps, { kind: 'advance', input: advanceInput, list: 'advanced', add: 'add-advanced', update: 'update-advanced', paidOut: 'The advance has been paid out' });
}

/** `/employees/loans` (`loan`, `add-loan`, `update-loan`). */
export function loanRoutes(deps: AppDeps) {
  return recoveryRoutes(deps, { kind: 'loan', input: loanInput, list: 'loan', add: 'add-loan', update: 'update-loan', paidOut: 'The loan has been paid out' });
}
