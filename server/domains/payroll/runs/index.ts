import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { deductionRoutes } from './deductions.routes';
import { advanceRoutes, loanRoutes } from './recoveries.routes';
import { payrollRunRoutes } from './runs.routes';

export default [
  { path: API.advances, routes: advanceRoutes },
  { path: API.loans, routes: loanRoutes },
  { path: API.deductions, routes: deductionRoutes },
  { path: API.monthlyPayroll, routes: payrollRunRoutes },
] satisfies ApiModule[];
