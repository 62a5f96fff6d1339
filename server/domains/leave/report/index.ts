import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { leaveReportRoutes } from './report.routes';

export default [{ path: API.leaveReport, routes: leaveReportRoutes }] satisfies ApiModule[];
