import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { busFeeRoutes, busReportRoutes } from './bus-fees.routes';

export default [
  { path: API.busFees, routes: busFeeRoutes },
  { path: API.busReport, routes: busReportRoutes },
] satisfies ApiModule[];
