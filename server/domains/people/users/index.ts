import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { userRoutes } from './users.routes';

export default [{ path: API.users, routes: userRoutes }] satisfies ApiModule[];
