import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { roleRoutes } from './roles.routes';

export default [{ path: API.roles, routes: roleRoutes }] satisfies ApiModule[];
