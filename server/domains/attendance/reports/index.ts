import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { absentRoutes, gridRoutes, studentRoutes } from './attendance-reports.routes';

export default [
  { path: API.attendanceView, routes: gridRoutes },
  { path: API.attendanceAbsent, routes: absentRoutes },
  { path: API.attendanceStudents, routes: studentRoutes },
] satisfies ApiModule[];
