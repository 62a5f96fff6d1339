import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type AttendanceConfig } from '@contract';
import { academicYears } from '../../../db/schema';
import { seedSheet } from '../../../test/attendance-data';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent, seedYear } from '../../../test/students-data';

const t = twoSchools();
const ids: Record<string, number> = {};

const config = async (token = t.adminA) => (await t.api.get(`/api/${API.attendanceConfig}`, { token })).body as AttendanceConfig;
const add = (body: Record<string, unknown>, token = t.adminA) => t.api.post(`/api/${API.attendanceHolidays}`, { token, body });
const put = (id: number, body: Record<string, unknown>, token = t.adminA) => t.api.put(`/api/${API.attendanceHolidays}/${id}`, { token, body });
const del = (id: number, token = t.adminA) => t.api.del(`/api/${API.attendanceHolidays}/${id}`, { token });
const paths = (res: { body: { issues?: { path: string }[] } }) => res.body.issues?.map((i) => i.path);
const holiday = (name: string, start_date: string, end_date = start_date, extra: Record<string, unknown> = {}) => ({ academic_year_id: ids.year, name, start_date, end_date, ...extra });

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  // Fixed dates, so the weekdays a holiday closes are known: 2 Sep 2030 is a Monday.
  ids.year = (await activeYear(t.ctx, schoolId)).id;
  ids.theirYear = (await activeYear(t.ctx, t.schoolB.schoolId)).id;
  for (const id of [ids.year, ids.theirYear]) {
    await t.ctx.database.db.update(academicYears).set({ name: '2030/2031', startDate: '2030-09-02', endDate: '2031-07-18' }).where(eq(academicYears.id, id));
  }
  ids.section = await seedSection(t.ctx, schoolId, ids.year, await seedClass(t.ctx, schoolId, 'Grade 3'), 'A');
  ids.student = await seedStudent(t.ctx, schoolId, { sectionId: ids.section });
});

describe('holidays (/api/attendance/holidays)', () => {
  it('adds holidays of the active year, each with the school days it closes', async () => {
    const res = await add(holiday('Mid-term break', '2030-10-21', '2030-10-25'));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'The holiday has been added', id: expect.any(Number) });
    ids.midterm = res.body.id;
    // Friday 20 Dec to Friday 3 Jan: 15 days, 11 of them weekdays.
    ids.christmas = (await add(holiday('Christmas', '2030-12-20', '2031-01-03'))).body.id;
    ids.founders = (await add(holiday("Founders' day", '2030-09-06'))).body.id;
    const { holidays, year } = await config();
    expect(year).toEqual({ id: ids.year, name: '2030/2031', start_date: '2030-09-02', end_date: '2031-07-18' });
    expect(holidays).toEqual([
      { id: ids.founders, version: 1, academic_year_id: ids.year, name: "Founders' day", start_date: '2030-09-06', end_date: '2030-09-06', school_days: 1 },
      { id: ids.midterm, version: 1, academic_year_id: ids.year, name: 'Mid-term break', start_date: '2030-10-21', end_date: '2030-10-25', school_days: 5 },
      { id: ids.christmas, version: 1, academic_year_id: ids.year, name: 'Christmas', start_date: '2030-12-20', end_date: '2031-01-03', school_days: 11 },
    ]);
  });

  it('counts the closed days by the school week as it is now', async () => {
    const { version } = await config();
    expect((await t.api.put(`/api/${API.attendanceSchoolDays}`, { token: t.adminA, body: { school_days: [1, 2, 3, 4, 5, 6], version } })).status).toBe(200);
    expect((await config()).holidays.map((h) => h.school_days)).toEqual([1, 5, 13]);
    expect((await t.api.put(`/api/${API.attendanceSchoolDays}`, { token: t.adminA, body: { school_days: [1, 2, 3, 4, 5], version: version + 1 } })).status).toBe(200);
  });

  it('refuses bad input, dates outside the year and another year, by field', async () => {
    const cases: [Record<string, unknown>, number, string[]][] = [
      [holiday('', '2030-11-11'), 400, ['name']],
      [holiday('N'.repeat(81), '2030-11-11'), 400, ['name']],
      [holiday('Break', '2030-11-31', '2030-12-02'), 400, ['start_date']],
      [holiday('Break', '11/11/2030', '2030-11-11'), 400, ['start_date']],
      [holiday('Break', '2030-11-12', '2030-11-11'), 400, ['end_date']],
      [holiday('Break', '2030-11-11', '2030-11-11', { academic_year_id: 'next' }), 400, ['academic_year_id']],
      [holiday('Break', '2030-11-11', '2030-11-11', { version: 'one' }), 400, ['version']],
      [holiday('Break', '2030-08-30', '2030-09-03'), 422, ['start_date']],
      [holiday('Break', '2031-07-15', '2031-07-21'), 422, ['end_date']],
      [holiday('Break', '2031-09-01', '2031-09-05'), 422, ['start_date', 'end_date']],
      [holiday('Break', '2030-11-11', '2030-11-11', { academic_year_id: ids.theirYear }), 422, ['academic_year_id']],
      [holiday('Break', '2030-11-11', '2030-11-11', { academic_year_id: 999_999 }), 422, ['academic_year_id']],
    ];
    for (const [body, status, fields] of cases) {
      const res = await add(body);
      expect([body, res.status, paths(res)]).toEqual([body, status, fields]);
    }
    const outside = await add(holiday('Break', '2030-08-30'));
    expect(outside.body.issues[0].message).toBe('A holiday of 2030/2031 falls between 2 Sep 2030 and 18 Jul 2031.');
    expect((await config()).holidays).toHaveLength(3);
  });

  it('refuses a holiday over another, naming it', async () => {
    for (const [start, end] of [['2030-10-25', '2030-10-28'], ['2030-10-18', '2030-10-21'], ['2030-10-22', '2030-10-23'], ['2030-10-01', '2030-11-30']]) {
      const res = await add(holiday('Overlap', start!, end));
      expect([start, res.status, res.body.issues]).toEqual([start, 409, [{ path: 'start_date', message: 'It overlaps Mid-term break (21 Oct 2030 to 25 Oct 2030).' }]]);
    }
    // The days either side are free.
    const before = await add(holiday('Long weekend', '2030-10-18'));
    expect(before.status).toBe(201);
    expect((await del(before.body.id)).status).toBe(200);
  });

  it('refuses a holiday over a day that has a register', async () => {
    await seedSheet(t.ctx, t.schoolA.schoolId, { sectionId: ids.section!, date: '2030-11-05', takenBy: t.schoolA.adminId, marks: { [ids.student!]: 'P' } });
    await seedSheet(t.ctx, t.schoolA.schoolId, { sectionId: ids.section!, date: '2030-11-07', takenBy: t.schoolA.adminId, marks: { [ids.student!]: 'A' } });
    const one = await add(holiday('Elections', '2030-11-05'));
    expect([one.status, one.body.issues]).toEqual([422, [{ path: 'start_date', message: 'Registers have been taken on 5 Nov 2030; a holiday cannot close a day that has registers.' }]]);
    const two = await add(holiday('Elections', '2030-11-04', '2030-11-08'));
    expect(two.body.issues[0].message).toBe('Registers have been taken on 5 Nov 2030 and 1 other day in these dates; a holiday cannot close a day that has registers.');
    // A register of one school closes nothing in another.
    expect((await add(holiday('Elections', '2030-11-05', '2030-11-05', { academic_year_id: ids.theirYear }), t.adminB)).status).toBe(201);
    expect((await config()).holidays).toHaveLength(3);
  });

  it('saves a holiday from the current version, over its own days, and refuses a stale copy', async () => {
    const res = await put(ids.midterm!, holiday('Mid-term', '2030-10-22', '2030-10-29', { version: 1 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'The holiday has been saved' });
    expect((await config()).holidays.find((h) => h.id === ids.midterm)).toMatchObject({ name: 'Mid-term', start_date: '2030-10-22', end_date: '2030-10-29', school_days: 6, version: 2 });
    expect((await put(ids.midterm!, holiday('Mid-term', '2030-10-21', '2030-10-25', { version: 1 }))).status).toBe(409);
    expect(paths(await put(ids.midterm!, holiday('Mid-term', '2030-12-19', '2030-12-20')))).toEqual(['start_date']);
    expect(paths(await put(ids.midterm!, holiday('Mid-term', '2030-11-05')))).toEqual(['start_date']);
    expect(paths(await put(ids.midterm!, holiday('Mid-term', '2031-08-01')))).toEqual(['start_date', 'end_date']);
    expect(paths(await put(ids.midterm!, holiday('Mid-term', '2030-10-29', '2030-10-22')))).toEqual(['end_date']);
    expect((await put(999_999, holiday('Mid-term', '2030-10-21')))).toMatchObject({ status: 404 });
    expect((await config()).holidays.find((h) => h.id === ids.midterm)).toMatchObject({ start_date: '2030-10-22', version: 2 });
  });

  it('deletes a holiday, its days open again', async () => {
    const res = await del(ids.founders!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'The holiday has been deleted' });
    expect((await config()).holidays.map((h) => h.id)).toEqual([ids.midterm, ids.christmas]);
    expect((await del(ids.founders!)).status).toBe(404);
    expect((await del(0)).status).toBe(400);
    expect((await add(holiday("Founders' day", '2030-09-06'))).status).toBe(201);
  });

  it('lists only the active year’s holidays, and keeps each school to its own', async () => {
    const { schoolId } = t.schoolA;
    const next = await seedYear(t.ctx, schoolId, '2031/2032', '2031-09-01', '2032-07-16');
    expect((await add(holiday('Next mid-term', '2031-10-20', '2031-10-24', { academic_year_id: next }))).status).toBe(201);
    expect((await config()).holidays.map((h) => h.name)).not.toContain('Next mid-term');

    expect((await put(ids.christmas!, holiday('Mine', '2030-12-20'), t.adminB)).status).toBe(404);
    expect((await del(ids.christmas!, t.adminB)).status).toBe(404);
    expect((await config(t.adminB)).holidays.map((h) => h.name)).toEqual(['Elections']);
    expect((await config()).holidays.find((h) => h.id === ids.christmas)).toMatchObject({ name: 'Christmas', start_date: '2030-12-20' });
  });
});
