import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { backupRoutes } from './backups.routes';

export default [{ path: API.backups, routes: backupRoutes }] satisfies ApiModule[];
