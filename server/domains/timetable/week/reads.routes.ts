import { Hono } from 'hono';
import { weekQuery } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { queryParams } from '../../../lib/validate';
import { clashReport, teacherLoads } from './reports.service';
import { timetableWeek } from './week.service';

/** `/timetable/week` (`list-timetable`): a section's, a teacher's or a room's week. */
export function weekRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', requires('list-timetable'), queryParams(weekQuery), async (c) => c.json(await timetableWeek(db, c.get('user'), c.req.valid('query'))));
}

/** `/timetable/clashes` (`report-timetable` or `update-timetable`): the whole school's clashes. */
export function clashRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', requiresAny('report-timetable', 'update-timetable'), async (c) => c.json(await clashReport(db, c.get('user'))));
}

/** `/timetable/loads` (`report-timetable`): each teacher's lessons a week. */
export function loadRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', requires('report-timetable'), async (c) => c.json(await teacherLoads(db, c.get('user'))));
}
