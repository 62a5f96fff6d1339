import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { performanceRoutes } from './performance.routes';

export default [{ path: API.performance, routes: performanceRoutes }] satisfies ApiModule[];
