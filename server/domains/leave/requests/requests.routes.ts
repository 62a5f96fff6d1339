import { API, can, leaveBalanceEndpoints as balances, leaveRequestEndpoints as requests } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { forbidden } from '../../../lib/errors';
import { holder, type SessionRecord } from '../../../lib/session';
import { listBalances, setOpening } from './balances.service';
import { approveRequest, cancelRequest, refuseRequest } from './decisions.service';
import { isOwnLeave } from './leave-access';
import { createRequest, getRequest, listRequests } from './requests.service';

/**
 * `/employees/leave/requests`: every signed-in user reaches their own leave, so the routes need
 * no privilege; the services decide whose leave the user may ask for, read or cancel.
 */
export function leaveRequestRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.leaveRequests)
    .on(requests.list, requires(), (c, { query }) => listRequests(db, c.get('user'), query))
    .on(requests.get, requires(), (c, { params }) => getRequest(db, c.get('user'), params.id))
    .on(requests.create, requires(), (c, { body }) => createRequest(db, c.get('actor'), body))
    .on(requests.approve, requires('approve-leave'), (c, { params, body }) => approveRequest(db, c.get('actor'), params.id, body))
    .on(requests.refuse, requires('approve-leave'), (c, { params, body }) => refuseRequest(db, c.get('actor'), params.id, body))
    .on(requests.cancel, requires(), (c, { params, body }) => cancelRequest(db, c.get('actor'), params.id, body)).app;
}

/** One's own balances always; another's with `view-employee`, `update-employee` or `approve-leave`; everyone's with `list-employee`. */
function mayReadBalances(user: SessionRecord, employeeId: number | undefined): boolean {
  const may = (...p: Parameters<typeof can>[1][]) => p.some((x) => can(holder(user), x));
  if (employeeId === undefined) return may('list-employee');
  return isOwnLeave(user, employeeId) || may('view-employee', 'update-employee', 'approve-leave');
}

/** `/employees/leave/balances`: balances of a year, and the opening balance set once (Admin or `update-employee`). */
export function leaveBalanceRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.leaveBalances)
    .on(balances.list, requires(), (c, { query }) => {
      if (!mayReadBalances(c.get('user'), query.employee_id)) throw forbidden();
      return listBalances(db, c.get('user').schoolId, query);
    })
    .on(balances.opening, requires('update-employee'), (c, { body }) => setOpening(db, c.get('actor'), body)).app;
}
