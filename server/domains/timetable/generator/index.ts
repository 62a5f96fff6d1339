import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { generationRoutes } from './generations.routes';

export default [{ path: API.timetableGenerations, routes: generationRoutes }] satisfies ApiModule[];
