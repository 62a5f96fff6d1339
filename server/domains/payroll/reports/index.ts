import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { loanReportRoutes, payrollReportRoutes, personalReportRoutes } from './reports.routes';

export default [
  { path: API.payrollReport, routes: payrollReportRoutes },
  { path: API.loanReport, routes: loanReportRoutes },
  { path: API.personalReport, routes: personalReportRoutes },
] satisfies ApiModule[];
