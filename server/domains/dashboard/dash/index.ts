import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { dashRoutes } from './dash.routes';

export default [{ path: API.dash, routes: dashRoutes }] satisfies ApiModule[];
