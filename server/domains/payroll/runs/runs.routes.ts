import { Hono } from 'hono';
import { approvePayrollInput, cancelPayrollInput, generatePayrollInput, IDEMPOTENCY_HEADER, payPayrollInput, payrollRunListQuery, payslipPrintQuery } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idempotencyClaim, postedAnswer } from '../../../lib/idempotency';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { printPayslips } from './payslips.service';
import { approveRun, cancelRun, payRun } from './run-posting';
import { generatePayroll, getRun, listRuns } from './runs.service';

/** Who may read runs and slips: whoever makes payroll, and whoever reports on it. */
const readsPayroll = () => requiresAny('generate-payroll', 'payroll-report');

/** `/monthly_payroll` (`generate-payroll`): runs, approval, payment, cancellation, payslips. */
export function payrollRunRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', readsPayroll(), queryParams(payrollRunListQuery), async (c) => c.json(await listRuns(db, c.get('actor'), c.req.valid('query'))))
    .post('/', requires('generate-payroll'), jsonBody(generatePayrollInput), async (c) => c.json(await generatePayroll(db, c.get('actor'), c.req.valid('json').month), 201))
    .get('/:id', readsPayroll(), async (c) => c.json(await getRun(db, c.get('actor'), idParam(c.req.param('id')))))
    .get('/:id/payslips', readsPayroll(), queryParams(payslipPrintQuery), async (c) =>
      c.json(await printPayslips(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('query').employee_id)),
    )
    .post('/:id/approve', requires('generate-payroll'), jsonBody(approvePayrollInput), async (c) => {
      const input = c.req.valid('json');
      const result = await approveRun(db, c.get('actor'), idempotencyClaim(c, input), idParam(c.req.param('id')), input);
      return postedAnswer(c, result, 'The payroll has been approved and posted');
    })
    .post('/:id/pay', requires('generate-payroll'), jsonBody(payPayrollInput), async (c) => {
      const input = c.req.valid('json');
      const result = await payRun(db, c.get('actor'), idempotencyClaim(c, input), idParam(c.req.param('id')), input);
      return postedAnswer(c, result, 'The salaries have been paid');
    })
    .post('/:id/cancel', requires('generate-payroll'), jsonBody(cancelPayrollInput), async (c) => {
      const input = c.req.valid('json');
      const key = { sent: c.req.header(IDEMPOTENCY_HEADER) !== undefined, claim: () => idempotencyClaim(c, input) };
      const result = await cancelRun(db, c.get('actor'), idParam(c.req.param('id')), input, key);
      if (result.entryId === null) return c.json({ message: 'The payroll run has been cancelled' });
      return postedAnswer(c, result, 'The payroll run has been cancelled and its entry reversed');
    });
}
