import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { parentPortalRoutes, parentRoutes } from './parents.routes';

export default [
  { path: API.parents, routes: parentRoutes },
  { path: API.parentPortal, routes: parentPortalRoutes },
] satisfies ApiModule[];
