import { advanceEndpoints, API, loanEndpoints, REPLAYED_HEADER, type Privilege, type RecoveryKind } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { answer, endpointRouter } from '../../../lib/endpoint';
import { idempotencyClaim } from '../../../lib/idempotency';
import { payOut, replanRecovery, skipMonth, type PayoutInput } from './recoveries.service';
import { getRecovery, listRecoveries } from './recovery-reads';
import { bringForward, reverseBroughtForward, type OpeningInput } from './opening.service';

interface KindRoutes {
  kind: RecoveryKind;
  mount: string;
  /** The kind's endpoints: they differ only in the payout form (an advance's count of instalments, or a loan's monthly instalment). */
  endpoints: typeof advanceEndpoints | typeof loanEndpoints;
  list: Privilege;
  add: Privilege;
  update: Privilege;
  paidOut: string;
  broughtForward: string;
}

/** Advances and loans answer alike; only the kind, the payout form and the privileges differ. */
function recoveryRoutes(deps: AppDeps, k: KindRoutes) {
  const { db } = deps.database;
  const noun = k.kind === 'advance' ? 'advance' : 'loan';
  const e = k.endpoints;
  return endpointRouter(deps, k.mount)
    .on(e.list, requires(k.list), (c, { query }) => listRecoveries(db, c.get('actor'), k.kind, query))
    .on(e.get, requires(k.list), (c, { params }) => getRecovery(db, c.get('actor'), k.kind, params.id))
    .on(e.payOut, requires(k.add), async (c, { body }) => {
      const posted = await payOut(db, c.get('actor'), idempotencyClaim(c, body), { ...body, kind: k.kind } as PayoutInput);
      const result = { message: k.paidOut, id: posted.id, entry_id: posted.entryId };
      return posted.replayed ? answer(result, { headers: { [REPLAYED_HEADER]: 'true' } }) : result;
    })
    .on(e.open, requires(k.add), async (c, { body }) => {
      const posted = await bringForward(db, c.get('actor'), idempotencyClaim(c, body), { ...body, kind: k.kind } as OpeningInput);
      const result = { message: k.broughtForward, id: posted.id, entry_id: posted.entryId };
      return posted.replayed ? answer(result, { headers: { [REPLAYED_HEADER]: 'true' } }) : result;
    })
    .on(e.reverse, requires(k.add), async (c, { params, body }) => {
      const posted = await reverseBroughtForward(db, c.get('actor'), idempotencyClaim(c, body), k.kind, params.id, body);
      const result = { message: `The ${noun} brought forward has been reversed`, id: params.id, entry_id: posted.entryId };
      return posted.replayed ? answer(result, { headers: { [REPLAYED_HEADER]: 'true' } }) : result;
    })
    .on(e.replan, requires(k.update), async (c, { params, body }) => {
      await replanRecovery(db, c.get('actor'), k.kind, params.id, body);
      return { message: `The ${noun} has been re-planned` };
    })
    .on(e.skip, requires(k.update), async (c, { params, body }) => {
      await skipMonth(db, c.get('actor'), k.kind, params.id, body.month);
      return { message: `The instalment has moved to the end of the ${noun}'s schedule` };
    }).app;
}

/** `/employees/advances` (`advanced`, `add-advanced`, `update-advanced`). */
export function advanceRoutes(deps: AppDeps) {
  return recoveryRoutes(deps, { kind: 'advance', mount: API.advances, endpoints: advanceEndpoints, list: 'advanced', add: 'add-advanced', update: 'update-advanced', paidOut: 'The advance has been paid out', broughtForward: 'The advance has been brought forward' });
}

/** `/employees/loans` (`loan`, `add-loan`, `update-loan`). */
export function loanRoutes(deps: AppDeps) {
  return recoveryRoutes(deps, { kind: 'loan', mount: API.loans, endpoints: loanEndpoints, list: 'loan', add: 'add-loan', update: 'update-loan', paidOut: 'The loan has been paid out', broughtForward: 'The loan has been brought forward' });
}
