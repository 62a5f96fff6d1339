import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { coverRoutes } from './cover.routes';

export default [{ path: API.cover, routes: coverRoutes }] satisfies ApiModule[];
