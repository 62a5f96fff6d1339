import { API, leaveReportEndpoints as reports } from '@contract';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { sharedReport } from '../../../lib/report-cache';
import { leaveReport } from './report.service';

/** `/employees/leave/report` (Admin, `employee-report` or `approve-leave`): leave taken and left, by month, and cover given. */
export function leaveReportRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.leaveReport).on(reports.report, requiresAny('employee-report', 'approve-leave'), sharedReport(deps), (c, { query }) =>
    leaveReport(c.var.reports, c.get('user').schoolId, query),
  ).app;
}
