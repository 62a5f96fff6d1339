import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { classRoutes } from './classes.routes';

export default [{ path: API.classes, routes: classRoutes }] satisfies ApiModule[];
