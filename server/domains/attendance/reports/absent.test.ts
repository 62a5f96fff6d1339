import { beforeAll, describe, expect, it } from 'vitest';
import { API, type AbsentReport } from '@contract';
import { addDays } from '../../../lib/days';
import { schoolToday } from '../../people/public';
import { seedCode, seedSheet } from '../../../test/attendance-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedParent, seedSection, seedStudent } from '../../../test/students-data';

/**
 * Issue 14, the absent report: who was absent at least N times in the last days, or on a day,
 * excused and unexcused apart, with the parent's phone, within the user's classes.
 */
const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let today = '';

const ago = (n: number) => addDays(today, -n);
const absent = (q: string, token = t.adminA) => t.api.get(`/api/${API.attendanceAbsent}?${q}`, { token });
const report = async (q: string, token = t.adminA) => {
  const res = await absent(q, token);
  expect(res.status).toBe(200);
  return res.body as AbsentReport;
};
const who = (r: AbsentReport) => r.students.map((s) => [s.fullname, s.unexcused, s.excused]);

beforeAll(async () => {
  const school = t.schoolA.schoolId;
  today = await schoolToday(t.ctx.database.db, { timeZone: 'UTC' });
  const year = await activeYear(t.ctx, school);
  ids.g1 = await seedClass(t.ctx, school, 'Grade 1', { sortOrder: 1 });
  ids.g2 = await seedClass(t.ctx, school, 'Grade 2', { sortOrder: 2 });
  ids.north = await seedSection(t.ctx, school, year.id, ids.g1, 'North');
  ids.g2a = await seedSection(t.ctx, school, year.id, ids.g2, 'A');
  const mary = await seedParent(t.ctx, school, '+254722000111', 'Mary Wanjiku');
  const kid = (firstName: string, lastName: string, sectionId = ids.north!, parentId?: number) => seedStudent(t.ctx, school, { sectionId, firstName, lastName, parentId });
  Object.assign(ids, {
    amy: await kid('Amy', 'Achieng', ids.north, mary),
    ben: await kid('Ben', 'Otieno'),
    cara: await kid('Cara', 'Wanjiru'),
    eve: await kid('Eve', 'Kamau', ids.g2a),
  });
  await seedCode(t.ctx, school, 'S', 'Sick', 'excused');

  const sheet = (n: number, marks: Parameters<typeof seedSheet>[2]['marks'], sectionId = ids.north!) =>
    seedSheet(t.ctx, school, { sectionId, date: ago(n), takenBy: t.schoolA.adminId, marks });
  await sheet(0, { [ids.amy!]: 'P', [ids.ben!]: 'A', [ids.cara!]: 'P' });
  await sheet(1, { [ids.amy!]: { code: 'A', note: 'No word from home' }, [ids.ben!]: { code: 'S', note: 'Flu' }, [ids.cara!]: 'P' });
  await sheet(3, { [ids.amy!]: 'A', [ids.ben!]: 'P', [ids.cara!]: 'L' });
  // The teacher marked Amy absent; the office excused her when her mother phoned.
  await sheet(10, { [ids.amy!]: { code: 'A', note: 'Not in', override: 'E' }, [ids.ben!]: 'P', [ids.cara!]: 'P' });
  await sheet(1, { [ids.eve!]: 'A' }, ids.g2a);
  await sheet(40, { [ids.eve!]: 'A' }, ids.g2a);

  const other = t.schoolB.schoolId;
  const otherYear = await activeYear(t.ctx, other);
  const theirs = await seedSection(t.ctx, other, otherYear.id, await seedClass(t.ctx, other, 'Grade 1'), 'North');
  const stranger = await seedStudent(t.ctx, other, { sectionId: theirs, firstName: 'Zed' });
  await seedSheet(t.ctx, other, { sectionId: theirs, date: ago(1), takenBy: t.schoolB.adminId, marks: { [stranger]: 'A' } });

  const as = async (privileges: Parameters<typeof seedUser>[2], classIds: number[] = []) => {
    const u = await seedUser(t.ctx, school, privileges, { classIds });
    return t.api.login(u.username, u.password);
  };
  tokens.teacher = await as(['report-absent-attendance'], [ids.g1!]);
  tokens.viewer = await as(['view-attendance', 'report-attendance'], [ids.g1!, ids.g2!]);
});

describe('the absent report (GET /api/attendance/absent)', () => {
  it('lists students absent at least N times in the last days, unexcused and excused apart, most unexcused first', async () => {
    const week = await report('lastDay=7&times=1');
    expect([week.from, week.to, week.days_taken]).toEqual([ago(6), today, 3]);
    expect(who(week)).toEqual([
      ['Amy Achieng', 2, 0],
      ['Ben Otieno', 1, 1],
      ['Eve Kamau', 1, 0],
    ]);
    // An excused absence is still an absence for the threshold.
    expect(who(await report('lastDay=7&times=2'))).toEqual([
      ['Amy Achieng', 2, 0],
      ['Ben Otieno', 1, 1],
    ]);
    expect(who(await report('lastDay=7&times=3'))).toEqual([]);
    expect((await report('lastDay=1')).students.map((s) => s.fullname)).toEqual(['Ben Otieno']);
  });

  it('gives each student’s days latest first, counting the office’s override, with the parent to call', async () => {
    const fortnight = await report('lastDay=14&times=3');
    expect(fortnight.students).toEqual([
      {
        student_id: ids.amy,
        admission_no: expect.any(String),
        fullname: 'Amy Achieng',
        class_name: 'Grade 1',
        section_name: 'North',
        parent_name: 'Mary Wanjiku',
        parent_phone: '+254722000111',
        unexcused: 2,
        excused: 1,
        days: [
          { date: ago(1), code: 'A', note: 'No word from home' },
          { date: ago(3), code: 'A', note: null },
          { date: ago(10), code: 'E', note: null },
        ],
      },
    ]);
  });

  it('lists the absences of one day', async () => {
    const day = await report(`date=${ago(1)}`);
    expect([day.from, day.to, day.days_taken]).toEqual([ago(1), ago(1), 1]);
    expect(who(day)).toEqual([
      ['Amy Achieng', 1, 0],
      ['Eve Kamau', 1, 0],
      ['Ben Otieno', 0, 1],
    ]);
    expect(day.students[2]!.days).toEqual([{ date: ago(1), code: 'S', note: 'Flu' }]);
    expect(await report(`date=${ago(2)}`)).toEqual({ from: ago(2), to: ago(2), days_taken: 0, students: [] });
  });

  it('narrows to a class', async () => {
    const g2 = await report(`lastDay=60&class_id=${ids.g2}`);
    expect([g2.days_taken, who(g2)]).toEqual([2, [['Eve Kamau', 2, 0]]]);
  });

  it('shows a teacher their classes’ students only, and each school its own', async () => {
    const mine = await report('lastDay=60', tokens.teacher);
    expect([mine.days_taken, who(mine)]).toEqual([4, [['Amy Achieng', 2, 1], ['Ben Otieno', 1, 1]]]);
    expect(await report(`lastDay=60&class_id=${ids.g2}`, tokens.teacher)).toMatchObject({ days_taken: 0, students: [] });
    const theirs = await report(`date=${ago(1)}`, t.adminB);
    expect([theirs.days_taken, theirs.students.map((s) => s.fullname)]).toEqual([1, [expect.stringMatching(/^Zed /)]]);
    expect((await report('lastDay=60', t.adminB)).students).toHaveLength(1);
  });

  it('needs report-absent-attendance', async () => {
    expect((await absent('lastDay=7', tokens.viewer)).status).toBe(403);
  });

  it('takes either the last days or a date, and refuses bad values naming the field', async () => {
    const cases: [string, string][] = [
      [`lastDay=7&date=${today}`, 'body'],
      ['', 'body'],
      ['times=2', 'body'],
      ['lastDay=0', 'lastDay'],
      ['lastDay=367', 'lastDay'],
      ['lastDay=seven', 'lastDay'],
      ['lastDay=7&times=0', 'times'],
      ['date=2026-02-30', 'date'],
      ['lastDay=7&class_id=x', 'class_id'],
    ];
    for (const [q, field] of cases) {
      const res = await absent(q);
      expect([q, res.status, res.body.issues?.map((i: { path: string }) => i.path)]).toEqual([q, 400, [field]]);
    }
  });
});
