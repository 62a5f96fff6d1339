import { API, timetableEndpoints as ep } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { clashReport, teacherLoads } from './reports.service';
import { timetableWeek } from './week.service';

/** `/timetable/week` (`list-timetable`): a section's, a teacher's or a room's week. */
export function weekRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.timetableWeek).on(ep.week, requires('list-timetable'), (c, { query }) => timetableWeek(db, c.get('user'), query)).app;
}

/** `/timetable/clashes` (`report-timetable` or `update-timetable`): the whole school's clashes. */
export function clashRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.timetableClashes).on(ep.clashes, requiresAny('report-timetable', 'update-timetable'), (c) => clashReport(db, c.get('user'))).app;
}

/** `/timetable/loads` (`report-timetable`): each teacher's lessons a week. */
export function loadRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.timetableLoads).on(ep.loads, requires('report-timetable'), (c) => teacherLoads(db, c.get('user'))).app;
}
