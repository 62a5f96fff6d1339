import { API, classEndpoints as classes } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { saveRecord } from '../../../lib/record-routes';
import { classesCreatedBetween, createClass, getClass, listClasses, nextClasses, updateClass } from './classes.service';

export function classRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.classes)
    // Assigning classes to a user, the bus, attendance and exam-paper pickers list from here too; non-admins still see only their own.
    .on(
      classes.list,
      requiresAny('list-class', 'user-class', 'add-user', 'generate', 'view-attendance', 'report-attendance', 'report-absent-attendance', 'exam-subject', 'list-exam-subject', 'add-exam-subject', 'update-exam-subject'),
      (c, { query }) => listClasses(db, c.get('actor'), query),
    )
    .on(classes.next, requires('list-class'), (c, { body }) => nextClasses(db, c.get('actor'), body.class_ids))
    .on(classes.createdBetween, requires('list-class'), (c, { body }) => classesCreatedBetween(db, c.get('actor'), body.start, body.end))
    .on(classes.get, requires('list-class'), (c, { params }) => getClass(db, c.get('actor'), params.id))
    .on(classes.create, requires('add-class'), async (c, { body }) => {
      const row = await createClass(db, c.get('actor'), body);
      return { message: 'The class has been added', id: row.id };
    })
    .on(classes.update, requires('update-class'), saveRecord(db, 'class', updateClass)).app;
}
