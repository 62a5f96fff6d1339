import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { copyRoutes, periodRoutes, requirementRoutes, unavailabilityRoutes } from './setup.routes';

export default [
  { path: API.timetablePeriods, routes: periodRoutes },
  { path: API.timetableUnavailability, routes: unavailabilityRoutes },
  { path: API.timetableRequirements, routes: requirementRoutes },
  { path: API.timetableCopy, routes: copyRoutes },
] satisfies ApiModule[];
