import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { registerRoutes, sheetRoutes } from './attendance.routes';

export default [
  { path: API.attendanceRegisters, routes: registerRoutes },
  { path: API.attendanceSheets, routes: sheetRoutes },
] satisfies ApiModule[];
