import { Hono } from 'hono';
import { balanceSheetQuery, reportRange, studentSummaryQuery } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, queryParams } from '../../../lib/validate';
import { accountLines, accountSummary } from './account-summary';
import { classSummary } from './class-summary';
import { financeOverview } from './overview';
import { balanceSheet, incomeStatement } from './statements';
import { studentStatement } from './student-statement';
import { studentSummary } from './student-summary';

/** `/finance/reports`: the bursar's reports, each a SQL aggregate over the ledger's lines (issue 11). */
export function financeReportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/accounts', requires('report-account'), queryParams(reportRange), async (c) => c.json(await accountSummary(db, c.get('user'), c.req.valid('query'))))
    .get('/accounts/:id', requires('report-account'), queryParams(reportRange), async (c) =>
      c.json(await accountLines(db, c.get('user'), idParam(c.req.param('id')), c.req.valid('query'))),
    )
    .get('/students', requires('fee-student-report'), queryParams(studentSummaryQuery), async (c) => c.json(await studentSummary(db, c.get('user'), c.req.valid('query'))))
    .get('/students/:id', requires('fee-student-transaction'), queryParams(reportRange), async (c) =>
      c.json(await studentStatement(db, c.get('user'), idParam(c.req.param('id')), c.req.valid('query'))),
    )
    .get('/classes', requires('class-summary'), queryParams(reportRange), async (c) => c.json(await classSummary(db, c.get('user'), c.req.valid('query'))))
    .get('/income-statement', requires('income-statement'), queryParams(reportRange), async (c) => c.json(await incomeStatement(db, c.get('user'), c.req.valid('query'))))
    .get('/balance-sheet', requires('balance-sheet'), queryParams(balanceSheetQuery), async (c) => c.json(await balanceSheet(db, c.get('user'), c.req.valid('query'))))
    // The dashboard card shows to whoever reads either fee report.
    .get('/overview', requiresAny('fee-student-report', 'class-summary'), async (c) => c.json(await financeOverview(db, c.get('user'))));
}
