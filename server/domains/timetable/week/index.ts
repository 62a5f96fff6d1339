import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { entryRoutes } from './entries.routes';
import { clashRoutes, loadRoutes, weekRoutes } from './reads.routes';

export default [
  { path: API.timetableEntries, routes: entryRoutes },
  { path: API.timetableWeek, routes: weekRoutes },
  { path: API.timetableClashes, routes: clashRoutes },
  { path: API.timetableLoads, routes: loadRoutes },
] satisfies ApiModule[];
