import { Hono } from 'hono';
import { dateRangeQuery, subjectInput, subjectListQuery } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { requiresAny } from '../../../lib/access-any';
import { getSubject, listSubjects, saveSubject, subjectsCreatedBetween } from './subjects.service';

export function subjectRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    // The exam-paper forms pick a class's subjects from here too.
    .get('/', requiresAny('list-subject', 'add-exam-subject', 'update-exam-subject'), queryParams(subjectListQuery), async (c) => c.json(await listSubjects(db, c.get('actor'), c.req.valid('query'))))
    .get('/date', requires('list-subject'), queryParams(dateRangeQuery), async (c) => {
      const { start, end } = c.req.valid('query');
      return c.json(await subjectsCreatedBetween(db, c.get('actor'), start, end));
    })
    .get('/:id', requires('list-subject'), async (c) => c.json(await getSubject(db, c.get('actor'), idParam(c.req.param('id')))))
    .post('/', requires('add-subject'), jsonBody(subjectInput), async (c) => {
      const row = await saveSubject(db, c.get('actor'), null, c.req.valid('json'));
      return c.json({ message: 'The subject has been added', id: row.id }, 201);
    })
    .put('/:id', requires('update-subject'), jsonBody(subjectInput), async (c) => {
      await saveSubject(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The subject has been saved' });
    });
}
