import { API, financeReportEndpoints as reports } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { sharedReport } from '../../../lib/report-cache';
import { accountLines, accountSummary } from './account-summary';
import { classSummary } from './class-summary';
import { financeOverview } from './overview';
import { balanceSheet, incomeStatement } from './statements';
import { studentStatement } from './student-statement';
import { studentSummary } from './student-summary';

/** `/finance/reports`: the bursar's reports, each a SQL aggregate over the ledger's lines (issue 11). */
export function financeReportRoutes(deps: AppDeps) {
  return (
    endpointRouter(deps, API.financeReports)
      .on(reports.accounts, requires('report-account'), sharedReport(deps), (c, { query }) => accountSummary(c.var.reports, c.get('user'), query))
      .on(reports.accountLines, requires('report-account'), sharedReport(deps), (c, { params, query }) => accountLines(c.var.reports, c.get('user'), params.id, query))
      .on(reports.students, requires('fee-student-report'), sharedReport(deps), (c, { query }) => studentSummary(c.var.reports, c.get('user'), query))
      .on(reports.statement, requires('fee-student-transaction'), sharedReport(deps), (c, { params, query }) => studentStatement(c.var.reports, c.get('user'), params.id, query))
      .on(reports.classes, requires('class-summary'), sharedReport(deps), (c, { query }) => classSummary(c.var.reports, c.get('user'), query))
      .on(reports.incomeStatement, requires('income-statement'), sharedReport(deps), (c, { query }) => incomeStatement(c.var.reports, c.get('user'), query))
      .on(reports.balanceSheet, requires('balance-sheet'), sharedReport(deps), (c, { query }) => balanceSheet(c.var.reports, c.get('user'), query))
      // The dashboard card shows to whoever reads either fee report.
      .on(reports.overview, requiresAny('fee-student-report', 'class-summary'), sharedReport(deps), (c) => financeOverview(c.var.reports, c.get('user'))).app
  );
}
