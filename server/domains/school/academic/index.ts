import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { academicRoutes } from './academic.routes';

export default [{ path: API.academic, routes: academicRoutes }] satisfies ApiModule[];
