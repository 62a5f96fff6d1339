import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { codeRoutes, configRoutes, holidayRoutes, schoolDaysRoutes } from './config.routes';

export default [
  { path: API.attendanceConfig, routes: configRoutes },
  { path: API.attendanceSchoolDays, routes: schoolDaysRoutes },
  { path: API.attendanceCodes, routes: codeRoutes },
  { path: API.attendanceHolidays, routes: holidayRoutes },
] satisfies ApiModule[];
