import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { leaveSettingsRoutes, leaveTypeRoutes } from './types.routes';

export default [
  { path: API.leaveTypes, routes: leaveTypeRoutes },
  { path: API.leaveSettings, routes: leaveSettingsRoutes },
] satisfies ApiModule[];
