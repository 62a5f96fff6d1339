import { API, IDEMPOTENCY_HEADER, payrollRunEndpoints as runs } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { answer, endpointRouter } from '../../../lib/endpoint';
import { idempotencyClaim, posted } from '../../../lib/idempotency';
import { printPayslips } from './payslips.service';
import { approveRun, cancelRun, payRun } from './run-posting';
import { generatePayroll, getRun, listRuns } from './runs.service';

/** Who may read runs and slips: whoever makes payroll, and whoever reports on it. */
const readsPayroll = () => requiresAny('generate-payroll', 'payroll-report');

/** `/monthly_payroll` (`generate-payroll`): runs, approval, payment, cancellation, payslips. */
export function payrollRunRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.monthlyPayroll)
    .on(runs.list, readsPayroll(), (c, { query }) => listRuns(db, c.get('actor'), query))
    .on(runs.generate, requires('generate-payroll'), (c, { body }) => generatePayroll(db, c.get('actor'), body.month))
    .on(runs.get, readsPayroll(), (c, { params }) => getRun(db, c.get('actor'), params.id))
    .on(runs.payslips, readsPayroll(), (c, { params, query }) => printPayslips(db, c.get('actor'), params.id, query.employee_id))
    .on(runs.approve, requires('generate-payroll'), async (c, { params, body }) => {
      const result = await approveRun(db, c.get('actor'), idempotencyClaim(c, body), params.id, body);
      return posted(result, 'The payroll has been approved and posted');
    })
    .on(runs.pay, requires('generate-payroll'), async (c, { params, body }) => {
      const result = await payRun(db, c.get('actor'), idempotencyClaim(c, body), params.id, body);
      return posted(result, 'The salaries have been paid');
    })
    .on(runs.cancel, requires('generate-payroll'), async (c, { params, body }) => {
      const key = { sent: c.req.header(IDEMPOTENCY_HEADER) !== undefined, claim: () => idempotencyClaim(c, body) };
      const result = await cancelRun(db, c.get('actor'), params.id, body, key);
      if (result.entryId === null) return answer({ message: 'The payroll run has been cancelled' }, { status: 200 });
      return posted({ ...result, entryId: result.entryId }, 'The payroll run has been cancelled and its entry reversed');
    }).app;
}
