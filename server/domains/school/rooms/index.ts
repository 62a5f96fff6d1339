import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { roomRoutes } from './rooms.routes';

export default [{ path: API.rooms, routes: roomRoutes }] satisfies ApiModule[];
