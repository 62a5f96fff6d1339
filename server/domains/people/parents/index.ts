import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { parentRoutes } from './parents.routes';

export default [{ path: API.parents, routes: parentRoutes }] satisfies ApiModule[];
