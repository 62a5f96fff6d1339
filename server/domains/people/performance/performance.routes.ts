import { Hono } from 'hono';
import { noteDatesQuery, performanceInput, performanceListQuery, performanceReportQuery } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { addNote, getNote, listNotes, noteDates, performanceReport, updateNote } from './performance.service';

/** `/students/performance`: dated notes on students, and the report over a period. */
export function performanceRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('list-perfomance-student'), queryParams(performanceListQuery), async (c) => c.json(await listNotes(db, c.get('actor'), c.req.valid('query'))))
    .get('/report', requires('perfomance-report'), queryParams(performanceReportQuery), async (c) => c.json(await performanceReport(db, c.get('actor'), c.req.valid('query'))))
    // For the note form, so it shows which dates it can save before it tries.
    .get('/dates', requiresAny('add-perfomance-student', 'update-perfomance-student'), queryParams(noteDatesQuery), async (c) =>
      c.json(await noteDates(db, c.get('actor'), c.req.valid('query').student_id)),
    )
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
