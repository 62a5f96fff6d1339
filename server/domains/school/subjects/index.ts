import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { subjectRoutes } from './subjects.routes';

export default [{ path: API.subjects, routes: subjectRoutes }] satisfies ApiModule[];
