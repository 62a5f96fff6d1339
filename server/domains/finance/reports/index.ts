import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { financeReportRoutes } from './finance-reports.routes';

export default [{ path: API.financeReports, routes: financeReportRoutes }] satisfies ApiModule[];
