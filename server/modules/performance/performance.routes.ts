import { Hono } from 'hono';
import { performanceInput, performanceListQuery, performanceReportQuery } from '@contract';
import { requires } from '../../lib/access';
import type { AppDeps, AppEnv } from '../../lib/context';
import { idParam, jsonBody, queryParams } from '../../lib/validate';
import { addNote, getNote, listNotes, performanceReport, updateNote } from './performance.service';

/** `/students/performance`: dated notes on students, and the report over a period. */
export function performanceRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('list-perfomance-student'), queryParams(performanceListQuery), async (c) => c.json(await listNotes(db, c.get('actor'), c.req.valid('query'))))
    .get('/report', requires('perfomance-report'), queryParams(performanceReportQuery), async (c) => c.json(await performanceReport(db, c.get('actor'), c.req.valid('query'))))
    .get('/:id', requires('list-perfomance-student'), async (c) => c.json(await getNote(db, c.get('actor'), idParam(c.req.param('id')))))
    .post('/', requires('add-perfomance-student'), jsonBody(performanceInput), async (c) => {
      const row = await addNote(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The performance note has been added', id: row.id }, 201);
    })
    .put('/:id', requires('update-perfomance-student'), jsonBody(performanceInput), async (c) => {
      await updateNote(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The performance note has been saved' });
    });
}
