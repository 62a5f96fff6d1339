import { Hono } from 'hono';
import { absentQuery, gridQuery } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, queryParams } from '../../../lib/validate';
import { absentReport } from './absent';
import { sectionGrid } from './grid';
import { studentAttendance } from './student-summary';

// ADR 025: `report-attendance` reads what `view-attendance` reads (the grid and the student page's summary).
const readsAttendance = () => requiresAny('view-attendance', 'report-attendance');

/** `/attendance/view`: a section over a range of days as a grid. */
export function gridRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', readsAttendance(), queryParams(gridQuery), async (c) => c.json(await sectionGrid(db, c.get('user'), c.req.valid('query'))));
}

/** `/attendance/absent` (`report-absent-attendance`): who was absent, and how often. */
export function absentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', requires('report-absent-attendance'), queryParams(absentQuery), async (c) =>
    c.json(await absentReport(db, c.get('user'), c.req.valid('query'))),
  );
}

/** `/attendance/students/{id}`: the student page's attendance this year. */
export function studentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/:id', readsAttendance(), async (c) => c.json(await studentAttendance(db, c.get('user'), idParam(c.req.param('id')))));
}
