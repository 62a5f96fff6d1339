import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { sectionRoutes } from './sections.routes';

export default [{ path: API.sections, routes: sectionRoutes }] satisfies ApiModule[];
