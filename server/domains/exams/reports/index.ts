import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { cardRoutes, finalRoutes, issuedRoutes, statisticsRoutes } from './exam-reports.routes';

/** Exams' reports (issue 16): report cards live and issued, subject statistics, the final report. */
export default [
  { path: API.resultStudents, routes: cardRoutes },
  { path: API.resultCards, routes: issuedRoutes },
  { path: API.resultStatistics, routes: statisticsRoutes },
  { path: API.resultsNext, routes: finalRoutes },
] satisfies ApiModule[];
