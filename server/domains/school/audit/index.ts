import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { auditRoutes } from './audit.routes';

export default [{ path: API.audit, routes: auditRoutes }] satisfies ApiModule[];
