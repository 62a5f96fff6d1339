import { API, subjectEndpoints as subjects } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { saveRecord } from '../../../lib/record-routes';
import { getSubject, listSubjects, saveSubject, subjectsCreatedBetween } from './subjects.service';

export function subjectRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.subjects)
    // The exam-paper forms pick a class's subjects from here too.
    .on(subjects.list, requiresAny('list-subject', 'add-exam-subject', 'update-exam-subject'), (c, { query }) => listSubjects(db, c.get('actor'), query))
    .on(subjects.createdBetween, requires('list-subject'), (c, { query }) => subjectsCreatedBetween(db, c.get('actor'), query.start, query.end))
    .on(subjects.get, requires('list-subject'), (c, { params }) => getSubject(db, c.get('actor'), params.id))
    .on(subjects.create, requires('add-subject'), async (c, { body }) => {
      const row = await saveSubject(db, c.get('actor'), null, body);
      return { message: 'The subject has been added', id: row.id };
    })
    .on(subjects.update, requires('update-subject'), saveRecord(db, 'subject', saveSubject)).app;
}
