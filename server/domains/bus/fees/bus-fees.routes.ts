import { API, busFeeEndpoints as fees, busReportEndpoints as report, REPLAYED_HEADER } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { answer, endpointRouter } from '../../../lib/endpoint';
import { sharedReport } from '../../../lib/report-cache';
import { idempotencyClaim } from '../../../lib/idempotency';
import { busReport } from './bus-report';
import { generateBusFees, previewBusFees } from './bus-fees.service';

/** `/bus/fees` (`generate`): the month's bus fees, previewed and billed (ADR 024). */
export function busFeeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.busFees)
    .on(fees.preview, requires('generate'), (c, { query }) => previewBusFees(db, c.get('actor'), query.month))
    .on(fees.generate, requires('generate'), async (c, { body }) => {
      const { replayed, ...result } = await generateBusFees(db, c.get('actor'), idempotencyClaim(c, body), body);
      return replayed ? answer(result, { headers: { [REPLAYED_HEADER]: 'true' } }) : result;
    }).app;
}

/** `/bus/report` (`report`): riders, billed, paid and outstanding, and the month's check. */
export function busReportRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.busReport).on(report.report, requires('report'), sharedReport(deps), (c, { query }) => busReport(c.var.reports, c.get('user'), query.month)).app;
}
