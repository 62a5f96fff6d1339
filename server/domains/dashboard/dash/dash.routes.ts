import { API, dashEndpoints } from '@contract';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { sharedReport } from '../../../lib/report-cache';
import { dashCharts } from './dash-charts.service';
import { dashCounts } from './dash.service';

/** The dashboard has no privilege check (spec §6): every signed-in user reaches it, and sees what they work on. */
export function dashRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.dash)
    .on(dashEndpoints.counts, sharedReport(deps), (c) => dashCounts(c.var.reports, c.get('actor')))
    .on(dashEndpoints.charts, sharedReport(deps), (c) => dashCharts(c.var.reports, c.get('actor'))).app;
}
