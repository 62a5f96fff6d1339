import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { broadsheetRoutes, remarkRoutes, sheetRoutes } from './results.routes';

/** Mark entry (issue 16): mark sheets, the section's broadsheet and the class teacher's remarks. */
export default [
  { path: API.results, routes: broadsheetRoutes },
  { path: API.resultSheets, routes: sheetRoutes },
  { path: API.resultRemarks, routes: remarkRoutes },
] satisfies ApiModule[];
