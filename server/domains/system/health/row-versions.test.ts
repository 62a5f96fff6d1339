import { STALE_ROW_MESSAGE } from '@contract';
import { describe, expect, it } from 'vitest';
import { seedEmployee, seedUser } from '../../../test/fixtures';
import { unique } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedParent, seedSection, seedStudent, seedYear } from '../../../test/students-data';

/**
 * Every edit form's save carries the version of the row it was filled from (ADR 017). Two
 * people open the same record; the first saves; the second's save, made from the copy they
 * opened, must be refused with 409 instead of silently undoing the first one's change.
 */
const t = twoSchools();

interface EditCase {
  what: string;
  /** Creates the row and answers the PUT path, the GET path showing it, and an edit body. */
  setUp: () => Promise<{ put: string; get: string; body: (n: number) => Record<string, unknown>; listed?: boolean }>;
}

const cases: EditCase[] = [
  {
    what: 'an academic year',
    setUp: async () => {
      const id = await seedYear(t.ctx, t.schoolA.schoolId, '2040/2041', '2040-09-01', '2041-06-30');
      return { put: `/api/acedmic/${id}`, get: '/api/acedmic?search=2040', listed: true, body: (n) => ({ name: `2040/2041 v${n}`, start_date: '2040-09-01', end_date: `2041-06-2${n}` }) };
    },
  },
  {
    what: 'a room',
    setUp: async () => {
      const id = (await t.api.post('/api/classrooms', { token: t.adminA, body: { name: unique('Room ') } })).body.id;
      return { put: `/api/classrooms/${id}`, get: `/api/classrooms/${id}`, body: (n) => ({ name: `Room v${n} ${id}`, capacity: n }) };
    },
  },
  {
    what: 'a class',
    setUp: async () => {
      const id = await seedClass(t.ctx, t.schoolA.schoolId, unique('Grade '));
      return { put: `/api/class/${id}`, get: `/api/class/${id}`, body: (n) => ({ name: `Grade v${n} ${id}`, sort_order: n }) };
    },
  },
  {
    what: 'a section',
    setUp: async () => {
      const classId = await seedClass(t.ctx, t.schoolA.schoolId, unique('Grade '));
      const id = await seedSection(t.ctx, t.schoolA.schoolId, (await activeYear(t.ctx, t.schoolA.schoolId)).id, classId, 'North');
      return { put: `/api/sections/${id}`, get: `/api/sections/${id}`, body: (n) => ({ class_id: classId, name: `North ${n}`, capacity: 30 + n }) };
    },
  },
  {
    what: 'a subject',
    setUp: async () => {
      const code = unique('S').replace(/\W/g, '');
      const id = (await t.api.post('/api/subjects', { token: t.adminA, body: { name: 'Maths', code } })).body.id;
      return { put: `/api/subjects/${id}`, get: `/api/subjects/${id}`, body: (n) => ({ name: `Maths ${n}`, code }) };
    },
  },
  {
    what: 'a parent',
    setUp: async () => {
      const id = await seedParent(t.ctx, t.schoolA.schoolId);
      return { put: `/api/parents/${id}`, get: `/api/parents/${id}`, body: (n) => ({ fullname: `Pat Parent ${n}`, phone: `+254 700 ${String(id).padStart(6, '0')}` }) };
    },
  },
  {
    what: 'an employee',
    setUp: async () => {
      const { id } = await seedEmployee(t.ctx, t.schoolA.schoolId);
      const body = (n: number) => ({ first_name: 'Ada', last_name: `Lovelace ${n}`, gender: 'Female', job_title: 'Teacher', type: 'teacher', hire_date: '2020-01-01' });
      return { put: `/api/employees/${id}`, get: `/api/employees/${id}`, body };
    },
  },
  {
    what: 'a role',
    setUp: async () => {
      const { roleId } = await seedUser(t.ctx, t.schoolA.schoolId, ['list-class']);
      return { put: `/api/settings/roles/${roleId}`, get: `/api/settings/roles/${roleId}`, body: (n) => ({ name: `Clerk ${roleId} ${n}`, privileges: ['list-class'] }) };
    },
  },
  {
    what: 'a user account',
    setUp: async () => {
      const { id, roleId } = await seedUser(t.ctx, t.schoolA.schoolId, ['list-class']);
      return { put: `/api/user/${id}`, get: `/api/user/${id}`, body: (n) => ({ fullname: `Clerk ${n}`, role_id: roleId, status: 'Active' }) };
    },
  },
  {
    what: 'a student',
    setUp: async () => {
      const parentId = await seedParent(t.ctx, t.schoolA.schoolId);
      const id = await seedStudent(t.ctx, t.schoolA.schoolId, { parentId });
      const body = (n: number) => ({
        admission_no: `RV-${id}`,
        first_name: 'Sam',
        last_name: `Otieno ${n}`,
        gender: 'Male',
        date_of_birth: '2015-03-04',
        admission_date: '2020-01-06',
        parent_id: parentId,
      });
      return { put: `/api/students/${id}`, get: `/api/students/${id}`, body };
    },
  },
  {
    what: 'the school profile',
    setUp: async () => ({
      put: '/api/settings/school',
      get: '/api/settings/school',
      body: (n) => ({ name: `Hillside ${n}`, currency: 'KES', time_zone: 'Africa/Nairobi' }),
    }),
  },
];

describe('row versions: a save from a stale copy is refused', () => {
  it.each(cases)('$what', async ({ setUp }) => {
    const { put, get, body, listed } = await setUp();
    // Academic years have no detail path: their list holds the one row.
    const read = async () => {
      const res = (await t.api.get(get, { token: t.adminA })).body;
      return listed ? res.data[0] : res;
    };
    const opened = await read();
    expect(opened.version).toEqual(expect.any(Number));

    // Both people opened version `opened.version`; the first saves it.
    const first = await t.api.put(put, { token: t.adminA, body: { ...body(1), version: opened.version } });
    expect(first.status).toBe(200);
    const afterFirst = await read();
    expect(afterFirst.version).toBe(opened.version + 1);

    const second = await t.api.put(put, { token: t.adminA, body: { ...body(2), version: opened.version } });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(STALE_ROW_MESSAGE);
    // Nothing of the stale save landed.
    expect(await read()).toEqual(afterFirst);

    // Reloaded, the second person's save goes through.
    expect((await t.api.put(put, { token: t.adminA, body: { ...body(2), version: afterFirst.version } })).status).toBe(200);
  });

  it('refuses a version that is not a whole number', async () => {
    const id = await seedParent(t.ctx, t.schoolA.schoolId);
    const res = await t.api.put(`/api/parents/${id}`, { token: t.adminA, body: { fullname: 'Pat', phone: '+254 711 000111', version: '2' } });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('version');
  });

  it('refuses a stale performance note edit', async () => {
    const classId = await seedClass(t.ctx, t.schoolA.schoolId, unique('Grade '));
    const year = await activeYear(t.ctx, t.schoolA.schoolId);
    const sectionId = await seedSection(t.ctx, t.schoolA.schoolId, year.id, classId, 'North');
    const studentId = await seedStudent(t.ctx, t.schoolA.schoolId, { sectionId });
    const note = { student_id: studentId, date: year.startDate, category: 'academic', rating: 3, remark: 'Steady' };
    const id = (await t.api.post('/api/students/performance', { token: t.adminA, body: note })).body.id;
    expect((await t.api.put(`/api/students/performance/${id}`, { token: t.adminA, body: { ...note, rating: 4, version: 1 } })).status).toBe(200);
    const stale = await t.api.put(`/api/students/performance/${id}`, { token: t.adminA, body: { ...note, rating: 5, version: 1 } });
    expect(stale.status).toBe(409);
  });
});
