import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { staffImportRoutes } from './staff-import.routes';

/** A staff import carries up to 5,000 CSV rows as JSON. */
export const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

export default [{ path: API.employeeImport, routes: staffImportRoutes, bodyLimit: IMPORT_BODY_LIMIT }] satisfies ApiModule[];
