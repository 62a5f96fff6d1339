import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { familyRoutes } from './family.routes';

/** Public to the staff sign-in check: the family routes authenticate families themselves (ADR 042). */
export default [{ path: API.family, routes: familyRoutes, public: true }] satisfies ApiModule[];
