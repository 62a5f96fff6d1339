import { Hono } from 'hono';
import { assignmentInput, busCandidateQuery, assignmentListQuery, bulkAssignmentInput, endAssignmentInput, ridersQuery } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { assignStudent, assignStudents, endAssignment } from './assign';
import { busCandidates, listAssignments, sectionRiders } from './assignment-reads';

/** `/bus/students` (`generate`): who rides which bus, and the dated changes (ADR 024). */
export function busStudentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('generate'), queryParams(assignmentListQuery), async (c) => c.json(await listAssignments(db, c.get('user'), c.req.valid('query'))))
    .get('/candidates', requires('generate'), queryParams(busCandidateQuery), async (c) => c.json(await busCandidates(db, c.get('user'), c.req.valid('query').search)))
    .get('/section/:sectionId', requires('generate'), queryParams(ridersQuery), async (c) =>
      c.json(await sectionRiders(db, c.get('user'), idParam(c.req.param('sectionId')), c.req.valid('query').date)),
    )
    .post('/', requires('generate'), jsonBody(assignmentInput), async (c) => c.json(await assignStudent(db, c.get('actor'), c.req.valid('json')), 201))
    .post('/bulk', requires('generate'), jsonBody(bulkAssignmentInput), async (c) => c.json(await assignStudents(db, c.get('actor'), c.req.valid('json')), 201))
    .post('/:id/end', requires('generate'), jsonBody(endAssignmentInput), async (c) =>
      c.json(await endAssignment(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'))),
    );
}
