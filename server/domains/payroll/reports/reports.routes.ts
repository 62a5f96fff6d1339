import { API, payrollReportEndpoints as reports } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { sharedReport } from '../../../lib/report-cache';
import { loanReport } from './loan-report';
import { payrollReport } from './payroll-report';
import { personalReport } from './personal-report';

/** `/employees/payroll` (`payroll-report`): approved and paid runs by month and employee type. */
export function payrollReportRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.payrollReport).on(reports.payroll, requires('payroll-report'), sharedReport(deps), (c, { query }) => payrollReport(c.var.reports, c.get('user').schoolId, query)).app;
}

/** `/employees/loan-report` (`loan-report`): every advance and loan with what is left and its schedule. */
export function loanReportRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.loanReport).on(reports.loans, requires('loan-report'), sharedReport(deps), (c, { query }) => loanReport(c.var.reports, c.get('user').schoolId, query)).app;
}

/** `/employees/personal-report/{id}` (`employee-report`): one employee's pay, recoveries and deductions. */
export function personalReportRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.personalReport).on(reports.personal, requires('employee-report'), sharedReport(deps), (c, { params, query }) =>
    personalReport(c.var.reports, c.get('user').schoolId, params.id, query),
  ).app;
}
