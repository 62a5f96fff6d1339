import { Hono } from 'hono';
import { classInput, classListQuery, classNextInput, dateRangeQuery } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { classesCreatedBetween, createClass, getClass, listClasses, nextClasses, updateClass } from './classes.service';

export function classRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    // Assigning classes to a user, the bus, attendance and exam-paper pickers list from here too; non-admins still see only their own.
    .get('/', requiresAny('list-class', 'user-class', 'add-user', 'generate', 'view-attendance', 'report-attendance', 'report-absent-attendance', 'exam-subject', 'list-exam-subject', 'add-exam-subject', 'update-exam-subject'), queryParams(classListQuery), async (c) => c.json(await listClasses(db, c.get('actor'), c.req.valid('query'))))
    .post('/next', requires('list-class'), jsonBody(classNextInput), async (c) =>
      c.json(await nextClasses(db, c.get('actor'), c.req.valid('json').class_ids)),
    )
    .post('/date', requires('list-class'), jsonBody(dateRangeQuery), async (c) => {
      const { start, end } = c.req.valid('json');
      return c.json(await classesCreatedBetween(db, c.get('actor'), start, end));
    })
    .get('/:id', requires('list-class'), async (c) => c.json(await getClass(db, c.get('actor'), idParam(c.req.param('id')))))
    .post('/', requires('add-class'), jsonBody(classInput), async (c) => {
      const row = await createClass(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The class has been added', id: row.id }, 201);
    })
    .put('/:id', requires('update-class'), jsonBody(classInput), async (c) => {
      await updateClass(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The class has been saved' });
    });
}
