import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { leaveBalanceRoutes, leaveRequestRoutes } from './requests.routes';

export default [
  { path: API.leaveRequests, routes: leaveRequestRoutes },
  { path: API.leaveBalances, routes: leaveBalanceRoutes },
] satisfies ApiModule[];
