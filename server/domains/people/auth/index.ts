import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { authRoutes } from './auth.routes';

/** Public: sign-in needs no session; the other auth routes authenticate themselves. */
export default [{ path: API.auth, routes: authRoutes, public: true }] satisfies ApiModule[];
