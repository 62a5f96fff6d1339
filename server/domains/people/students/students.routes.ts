import { API, studentEndpoints as students } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { saveRecord } from '../../../lib/record-routes';
import { admitStudent, setStudentPassword, setStudentStatus, transferStudent, updateStudent } from './students.mutations';
import { getStudent, listStudents, nextAdmissionNo, studentsCreatedBetween, transferCertificate } from './students.service';

export function studentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.students)
    .on(students.list, requires('list-student'), (c, { query }) => listStudents(db, c.get('actor'), query))
    // Fixed paths before /:id.
    .on(students.nextAdmissionNo, requires('add-student'), async (c) => ({ admission_no: await nextAdmissionNo(db, c.get('actor').schoolId) }))
    .on(students.byStatus, requires('list-student'), (c, { query }) => listStudents(db, c.get('actor'), query))
    .on(students.createdBetween, requires('list-student'), (c, { query }) => studentsCreatedBetween(db, c.get('actor'), query.start, query.end))
    .on(students.transferCertificate, requires('transfer-student'), (c, { query }) => transferCertificate(db, c.get('actor'), query.studentId))
    .on(students.get, requires('view-student'), (c, { params }) => getStudent(db, c.get('actor'), params.id))
    .on(students.update, requires('update-student'), saveRecord(db, 'student', updateStudent))
    .on(students.setStatus, requires('update-student'), async (c, { params, body }) => {
      const result = await setStudentStatus(db, c.get('actor'), params.id, body);
      return { message: result.status === 'Active' ? 'The student has been reactivated' : 'The student has been deactivated', ...result };
    })
    .on(students.transfer, requires('transfer-student'), async (c, { params, body }) => {
      const result = await transferStudent(db, c.get('actor'), params.id, body);
      return { message: result.kind === 'leave' ? 'The student has been transferred out' : 'The student has been moved', ...result };
    })
    .on(students.setPassword, requires('student-password'), async (c, { params, body }) => {
      await setStudentPassword(db, c.get('actor'), params.id, body.password);
      return { message: 'The portal password has been set' };
    }).app;
}

/** `studentClass`: admission with enrolment (POST /studentClass/add). */
export function studentClassRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.studentClass).on(students.admit, requires('add-student'), async (c, { body }) => {
    const row = await admitStudent(db, c.get('actor'), body);
    return { message: 'The student has been admitted', id: row.id };
  }).app;
}
