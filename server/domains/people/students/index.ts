import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { studentClassRoutes, studentRoutes } from './students.routes';

export default [
  { path: API.students, routes: studentRoutes },
  { path: API.studentClass, routes: studentClassRoutes },
] satisfies ApiModule[];
