import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { studentImportRoutes } from './student-import.routes';

/** A student import carries up to 5,000 CSV rows as JSON. */
export const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

export default [{ path: API.studentImport, routes: studentImportRoutes, bodyLimit: IMPORT_BODY_LIMIT }] satisfies ApiModule[];
