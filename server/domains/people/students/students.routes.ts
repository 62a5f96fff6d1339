import { Hono } from 'hono';
import {
  admissionInput,
  dateRangeQuery,
  studentListQuery,
  studentPasswordInput,
  studentStatusInput,
  studentStatusListQuery,
  studentUpdateInput,
  transferCertificateQuery,
  transferInput,
} from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { admitStudent, setStudentPassword, setStudentStatus, transferStudent, updateStudent } from './students.mutations';
import { getStudent, listStudents, nextAdmissionNo, studentsCreatedBetween, transferCertificate } from './students.service';

export function studentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('list-student'), queryParams(studentListQuery), async (c) => c.json(await listStudents(db, c.get('actor'), c.req.valid('query'))))
    // Fixed paths before /:id.
    .get('/next-admission-no', requires('add-student'), async (c) => c.json({ admission_no: await nextAdmissionNo(db, c.get('actor').schoolId) }))
    .get('/status', requires('list-student'), queryParams(studentStatusListQuery), async (c) => c.json(await listStudents(db, c.get('actor'), c.req.valid('query'))))
    .get('/date', requires('list-student'), queryParams(dateRangeQuery), async (c) => {
      const { start, end } = c.req.valid('query');
      return c.json(await studentsCreatedBetween(db, c.get('actor'), start, end));
    })
    .get('/transfer', requires('transfer-student'), queryParams(transferCertificateQuery), async (c) =>
      c.json(await transferCertificate(db, c.get('actor'), c.req.valid('query').studentId)),
    )
    .get('/:id', requires('view-student'), async (c) => c.json(await getStudent(db, c.get('actor'), idParam(c.req.param('id')))))
    .put('/:id', requires('update-student'), jsonBody(studentUpdateInput), async (c) => {
      await updateStudent(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The student has been saved' });
    })
    .post('/:id/status', requires('update-student'), jsonBody(studentStatusInput), async (c) => {
      const result = await setStudentStatus(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: result.status === 'Active' ? 'The student has been reactivated' : 'The student has been deactivated', ...result });
    })
    .post('/:id/transfer', requires('transfer-student'), jsonBody(transferInput), async (c) => {
      const result = await transferStudent(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: result.kind === 'leave' ? 'The student has been transferred out' : 'The student has been moved', ...result });
    })
    .post('/:id/password', requires('student-password'), jsonBody(studentPasswordInput), async (c) => {
      await setStudentPassword(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json').password);
      return c.json({ message: 'The portal password has been set' });
    });
}

/** `studentClass`: admission with enrolment (POST /studentClass/add). */
export function studentClassRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().post('/add', requires('add-student'), jsonBody(admissionInput), async (c) => {
    const row = await admitStudent(db, c.get('actor'), c.req.valid('json'));
    return c.json({ message: 'The student has been admitted', id: row.id }, 201);
  });
}
