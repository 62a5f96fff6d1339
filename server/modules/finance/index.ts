import { API } from '@contract';
import type { ApiModule } from '../../lib/module';
import { accountRoutes } from './account.routes';
import { financeRoutes } from './finance.routes';

export default [
  { path: API.finance, routes: financeRoutes },
  { path: API.account, routes: accountRoutes },
] satisfies ApiModule[];
