import { API, busStudentEndpoints as students } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { idParam } from '../../../lib/validate';
import { assignStudent, assignStudents, endAssignment } from './assign';
import { busCandidates, listAssignments, sectionRiders } from './assignment-reads';

/** `/bus/students` (`generate`): who rides which bus, and the dated changes (ADR 024). */
export function busStudentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.busStudents)
    .on(students.list, requires('generate'), (c, { query }) => listAssignments(db, c.get('user'), query))
    .on(students.candidates, requires('generate'), (c, { query }) => busCandidates(db, c.get('user'), query.search))
    .on(students.section, requires('generate'), (c, { params, query }) => sectionRiders(db, c.get('user'), idParam(params.sectionId), query.date))
    .on(students.assign, requires('generate'), (c, { body }) => assignStudent(db, c.get('actor'), body))
    .on(students.assignMany, requires('generate'), (c, { body }) => assignStudents(db, c.get('actor'), body))
    .on(students.end, requires('generate'), (c, { params, body }) => endAssignment(db, c.get('actor'), params.id, body)).app;
}
