import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { schoolProfileRoutes } from './schools.routes';

export default [{ path: API.schoolProfile, routes: schoolProfileRoutes }] satisfies ApiModule[];
