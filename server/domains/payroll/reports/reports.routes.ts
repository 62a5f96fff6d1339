import { Hono } from 'hono';
import { loanReportQuery, payrollReportQuery, personalReportQuery } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, queryParams } from '../../../lib/validate';
import { loanReport } from './loan-report';
import { payrollReport } from './payroll-report';
import { personalReport } from './personal-report';

/** `/employees/payroll` (`payroll-report`): approved and paid runs by month and employee type. */
export function payrollReportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', requires('payroll-report'), queryParams(payrollReportQuery), async (c) =>
    c.json(await payrollReport(db, c.get('user').schoolId, c.req.valid('query'))),
  );
}

/** `/employees/loan-report` (`loan-report`): every advance and loan with what is left and its schedule. */
export function loanReportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', requires('loan-report'), queryParams(loanReportQuery), async (c) =>
    c.json(await loanReport(db, c.get('user').schoolId, c.req.valid('query'))),
  );
}

/** `/employees/personal-report/{id}` (`employee-report`): one employee's pay, recoveries and deductions. */
export function personalReportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/:id', requires('employee-report'), queryParams(personalReportQuery), async (c) =>
    c.json(await personalReport(db, c.get('user').schoolId, idParam(c.req.param('id')), c.req.valid('query'))),
  );
}
