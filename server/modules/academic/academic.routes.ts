import { Hono } from 'hono';
import { changeAcademicSchema } from '@contract';
import { requires } from '../../lib/access';
import type { AppDeps, AppEnv } from '../../lib/context';
import { jsonBody } from '../../lib/validate';
import { changeActiveYear, listAcademicYears } from './academic.service';

/** `acedmic` is the spec's spelling of the path. */
export function academicRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    // Every signed-in user reads the years: the header shows the active one's name.
    .get('/', async (c) => c.json(await listAcademicYears(db, c.get('user').schoolId)))
    .put('/change', requires('change-academic'), jsonBody(changeAcademicSchema), async (c) => {
      const year = await changeActiveYear(db, c.get('user'), c.req.valid('json').id, c.get('requestId'));
      return c.json({ message: `${year.name} is now the active academic year`, ...year });
    });
}
