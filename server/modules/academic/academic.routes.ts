import { Hono } from 'hono';
import { academicYearInput, changeAcademicSchema, listQuery } from '@contract';
import { requires } from '../../lib/access';
import type { AppDeps, AppEnv } from '../../lib/context';
import { idParam, jsonBody, queryParams } from '../../lib/validate';
import { changeActiveYear, listAcademicYears, saveAcademicYear } from './academic.service';

/** `acedmic` is the spec's spelling of the path. */
export function academicRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    // Every signed-in user reads the years: the header and year pickers need them.
    .get('/', queryParams(listQuery(['name', 'start_date'])), async (c) => c.json(await listAcademicYears(db, c.get('user').schoolId, c.req.valid('query'))))
    .put('/change', requires('change-academic'), jsonBody(changeAcademicSchema), async (c) => {
      const year = await changeActiveYear(db, c.get('user'), c.req.valid('json').id, c.get('requestId'));
      return c.json({ message: `${year.name} is now the active academic year`, ...year });
    })
    .post('/', requires('add-academic'), jsonBody(academicYearInput), async (c) => {
      const row = await saveAcademicYear(db, c.get('user'), null, c.req.valid('json'), c.get('requestId'));
      return c.json({ message: 'The academic year has been added', id: row.id }, 201);
    })
    .put('/:id', requires('update-academic'), jsonBody(academicYearInput), async (c) => {
      await saveAcademicYear(db, c.get('user'), idParam(c.req.param('id')), c.req.valid('json'), c.get('requestId'));
      return c.json({ message: 'The academic year has been saved' });
    });
}
