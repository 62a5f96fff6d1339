import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type AttendanceConfig, type Privilege } from '@contract';
import { academicYears } from '../../../db/schema';
import { seedUser } from '../../../test/fixtures';
import { seedSchool } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';
import { activeYear } from '../../../test/students-data';

const t = twoSchools();
const ids: Record<string, number> = {};

const config = async (token = t.adminA) => (await t.api.get(`/api/${API.attendanceConfig}`, { token })).body as AttendanceConfig;
const putDays = (body: unknown, token = t.adminA) => t.api.put(`/api/${API.attendanceSchoolDays}`, { token, body });
const paths = (res: { body: { issues?: { path: string }[] } }) => res.body.issues?.map((i) => i.path);
const login = async (...privileges: Privilege[]) => {
  const u = await seedUser(t.ctx, t.schoolA.schoolId, privileges);
  return t.api.login(u.username, u.password);
};

beforeAll(async () => {
  ids.yearA = (await activeYear(t.ctx, t.schoolA.schoolId)).id;
});

describe('attendance settings (/api/attendance/config, /api/attendance/school-days)', () => {
  it('gives a new school Monday to Friday and the four built-in codes, with its active year', async () => {
    const year = await activeYear(t.ctx, t.schoolA.schoolId);
    const res = await config();
    expect(res).toEqual({
      school_days: [1, 2, 3, 4, 5],
      version: 1,
      codes: [
        { id: expect.any(Number), version: 1, code: 'P', name: 'Present', counts: 'present', built_in: true, status: 'Active', sort_order: 1 },
        { id: expect.any(Number), version: 1, code: 'A', name: 'Absent', counts: 'absent', built_in: true, status: 'Active', sort_order: 2 },
        { id: expect.any(Number), version: 1, code: 'L', name: 'Late', counts: 'present', built_in: true, status: 'Active', sort_order: 3 },
        { id: expect.any(Number), version: 1, code: 'E', name: 'Excused', counts: 'excused', built_in: true, status: 'Active', sort_order: 4 },
      ],
      year: { id: year.id, name: expect.any(String), start_date: year.startDate, end_date: year.endDate },
      holidays: [],
    });
    // Each school has its own rows.
    const theirs = await config(t.adminB);
    expect(theirs.codes.map((c) => c.code)).toEqual(['P', 'A', 'L', 'E']);
    expect(theirs.codes.map((c) => c.id).some((id) => res.codes.some((c) => c.id === id))).toBe(false);
  });

  it('has no year and no holidays when the school has no active year', async () => {
    const school = await seedSchool(t.ctx);
    const token = await t.api.login(school.adminUsername, school.adminPassword);
    await t.ctx.database.db.update(academicYears).set({ active: false }).where(and(eq(academicYears.schoolId, school.schoolId), eq(academicYears.active, true)));
    const res = await config(token);
    expect(res.year).toBeNull();
    expect(res.holidays).toEqual([]);
    expect(res.codes).toHaveLength(4);
  });

  it('saves the school days from the current version, in weekday order, and refuses a stale copy', async () => {
    const res = await putDays({ school_days: [6, 1, 2, 3, 4, 5], version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'The school days have been saved' });
    expect(await config()).toMatchObject({ school_days: [1, 2, 3, 4, 5, 6], version: 2 });
    const stale = await putDays({ school_days: [1, 2, 3], version: 1 });
    expect(stale.status).toBe(409);
    expect((await config()).school_days).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await putDays({ school_days: [1, 2, 3, 4, 5], version: 2 })).status).toBe(200);
    expect(await config()).toMatchObject({ school_days: [1, 2, 3, 4, 5], version: 3 });
    // The other school keeps its own week.
    expect(await config(t.adminB)).toMatchObject({ school_days: [1, 2, 3, 4, 5], version: 1 });
  });

  it('refuses bad school days by field and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ school_days: [], version: 3 }, 'school_days'],
      [{ school_days: [0], version: 3 }, 'school_days.0'],
      [{ school_days: [8], version: 3 }, 'school_days.0'],
      [{ school_days: ['1'], version: 3 }, 'school_days.0'],
      [{ school_days: [1, 1], version: 3 }, 'school_days'],
      [{ school_days: 'weekdays', version: 3 }, 'school_days'],
      [{ school_days: [1, 2] }, 'version'],
      [{ school_days: [1, 2], version: 'x' }, 'version'],
    ];
    for (const [body, field] of cases) {
      const res = await putDays(body);
      expect([body, res.status, paths(res)]).toEqual([body, 400, [field]]);
    }
    expect((await t.api.put(`/api/${API.attendanceSchoolDays}`, { token: t.adminA, rawBody: '[1,2]', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await config()).version).toBe(3);
  });

  it('lets every attendance privilege read the settings, and only attadence-config change them', async () => {
    const readers: Privilege[] = ['list-attendance', 'generate-attendance', 'view-attendance', 'report-attendance', 'report-absent-attendance', 'attadence-config'];
    for (const privilege of readers) {
      const res = await t.api.get(`/api/${API.attendanceConfig}`, { token: await login(privilege) });
      expect([privilege, res.status]).toEqual([privilege, 200]);
    }
    expect((await t.api.get(`/api/${API.attendanceConfig}`, { token: await login('list-student') })).status).toBe(403);
    expect((await t.api.get(`/api/${API.attendanceConfig}`, { token: null })).status).toBe(401);

    const taker = await login('generate-attendance', 'view-attendance', 'report-attendance', 'report-absent-attendance', 'list-attendance');
    expect((await putDays({ school_days: [1, 2], version: 3 }, taker)).status).toBe(403);
    expect((await t.api.post(`/api/${API.attendanceCodes}`, { token: taker, body: { code: 'S', name: 'Sick', counts: 'excused' } })).status).toBe(403);
    const [present] = (await config()).codes;
    expect((await t.api.put(`/api/${API.attendanceCodes}/${present!.id}`, { token: taker, body: { code: 'P', name: 'Here', counts: 'present' } })).status).toBe(403);
    const holiday = { academic_year_id: ids.yearA, name: 'Break', start_date: (await config()).year!.start_date, end_date: (await config()).year!.start_date };
    expect((await t.api.post(`/api/${API.attendanceHolidays}`, { token: taker, body: holiday })).status).toBe(403);
    expect((await t.api.put(`/api/${API.attendanceHolidays}/1`, { token: taker, body: holiday })).status).toBe(403);
    expect((await t.api.del(`/api/${API.attendanceHolidays}/1`, { token: taker })).status).toBe(403);

    const admin = await login('attadence-config');
    expect((await putDays({ school_days: [1, 2, 3, 4, 5], version: 3 }, admin)).status).toBe(200);
    expect((await config()).version).toBe(4);
  });
});
