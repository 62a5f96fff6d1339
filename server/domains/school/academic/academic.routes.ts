import { Hono } from 'hono';
import { academicYearInput, academicYearListQuery, changeAcademicSchema } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { changeActiveYear, listAcademicYears, saveAcademicYear } from './academic.service';

/** `acedmic` is the spec's spelling of the path. */
export function academicRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    // Every signed-in user reads the years: the header and year pickers need them.
    .get('/', queryParams(academicYearListQuery), async (c) => c.json(await listAcademicYears(db, c.get('actor').schoolId, c.req.valid('query'))))
    .put('/change', requires('change-academic'), jsonBody(changeAcademicSchema), async (c) => {
      const year = await changeActiveYear(db, c.get('actor'), c.req.valid('json').id);
      return c.json({ message: `${year.name} is now the active academic year`, ...year });
    })
    .post('/', requires('add-academic'), jsonBody(academicYearInput), async (c) => {
      const row = await saveAcademicYear(db, c.get('actor'), null, c.req.valid('json'));
      return c.json({ message: 'The academic year has been added', id: row.id }, 201);
    })
    .put('/:id', requires('update-academic'), jsonBody(academicYearInput), async (c) => {
      await saveAcademicYear(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The academic year has been saved' });
    });
}
