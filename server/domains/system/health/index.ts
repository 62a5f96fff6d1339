import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { healthRoutes } from './health.routes';

export default [{ path: API.health, routes: healthRoutes, public: true }] satisfies ApiModule[];
