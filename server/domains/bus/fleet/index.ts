import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { busStudentRoutes } from './assignments.routes';
import { busCategoryRoutes, busDriverRoutes, busRoutes, busZoneRoutes } from './buses.routes';

export default [
  { path: API.buses, routes: busRoutes },
  { path: API.busDrivers, routes: busDriverRoutes },
  { path: API.busZones, routes: busZoneRoutes },
  { path: API.busFeeCategories, routes: busCategoryRoutes },
  { path: API.busStudents, routes: busStudentRoutes },
] satisfies ApiModule[];
