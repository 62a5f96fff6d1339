import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { accountRoutes } from './account.routes';
import { checkRoutes } from './checks.routes';
import { financeRoutes } from './finance.routes';
import { payerRoutes, paymentRoutes, receiptRoutes } from './payments.routes';

export default [
  { path: API.finance, routes: financeRoutes },
  { path: API.account, routes: accountRoutes },
  { path: API.payments, routes: paymentRoutes },
  { path: API.payers, routes: payerRoutes },
  { path: API.receipts, routes: receiptRoutes },
  { path: API.checks, routes: checkRoutes },
] satisfies ApiModule[];
