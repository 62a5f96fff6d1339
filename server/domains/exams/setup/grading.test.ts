import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, type GradeBand, type GradingSystem } from '@contract';
import { exams } from '../../../db/schema';
import { FIVE_BANDS, seedExam, seedExamSubject, seedExamType, seedGradingSystem } from '../../../test/exams-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { seedClass } from '../../../test/students-data';

const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

const url = `/api/${API.gradingSystems}`;
const list = async (token = t.adminA) => (await t.api.get(url, { token })).body as GradingSystem[];
const one = async (id: number, token = t.adminA) => (await list(token)).find((g) => g.id === id)!;
const add = (body: Record<string, unknown>, token = t.adminA) => t.api.post(url, { token, body });
const put = (id: number | string, body: Record<string, unknown>, token = t.adminA) => t.api.put(`${url}/${id}`, { token, body });
const paths = (res: { body: { issues?: { path: string }[] } }) => res.body.issues?.map((i) => i.path);

/** Pass/fail at one decimal, lowest band first as a form might send it. */
const PASS_FAIL = [
  { from: 0, to: 39.9, grade: 'f', point: 0, remark: ' ' },
  { from: 40, to: 100, grade: 'p', point: 1.5, remark: 'Passed' },
];
const system = (over: Record<string, unknown> = {}) => ({ name: 'Pass or fail', precision: 1, rounding: 'truncate', bands: PASS_FAIL, ...over });
const five = (change: (bands: GradeBand[]) => void) => {
  const bands = FIVE_BANDS.map((b) => ({ ...b }));
  change(bands);
  return { name: 'Broken', precision: 0, rounding: 'round', bands };
};

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  const user = async (privileges: Parameters<typeof seedUser>[2]) => {
    const u = await seedUser(t.ctx, schoolId, privileges);
    return t.api.login(u.username, u.password);
  };
  tokens.reports = await user(['exam-type-report']);
  tokens.adder = await user(['add-grading-sytem']);
  tokens.editor = await user(['update-grading-sytem']);
  tokens.none = await user(['list-class']);
});

describe('grading systems (/api/exams/grading)', () => {
  it('adds a system with its rule, the bands kept highest first and grades in capitals', async () => {
    const res = await add(system());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'The grading system has been saved', id: expect.any(Number) });
    ids.passFail = res.body.id;
    expect(await list()).toEqual([
      {
        id: ids.passFail,
        version: 1,
        name: 'Pass or fail',
        precision: 1,
        rounding: 'truncate',
        status: 'Active',
        used_by: 0,
        bands: [
          { from: 40, to: 100, grade: 'P', point: 1.5, remark: 'Passed' },
          { from: 0, to: 39.9, grade: 'F', point: 0, remark: null },
        ],
      },
    ]);
    ids.five = (await add({ name: 'A to E', precision: 0, rounding: 'round', bands: FIVE_BANDS, status: 'Inactive' })).body.id;
    expect((await list()).map((g) => [g.name, g.status])).toEqual([['A to E', 'Inactive'], ['Pass or fail', 'Active']]);
  });

  it('refuses a scale with a gap, an overlap, an end not covered, excess decimals or a grade twice, at the cell', async () => {
    const cases: [Record<string, unknown>, string[], string][] = [
      [five((b) => (b[1]!.to = 78)), ['bands.0.from'], 'Gap: nothing grades 79–79%. Start this band at 79.'],
      [five((b) => (b[1]!.to = 80)), ['bands.0.from'], 'Overlaps grade B, which ends at 80%. Start this band at 81.'],
      [five((b) => (b[4]!.from = 1)), ['bands.4.from'], 'The lowest band must start at 0%.'],
      [five((b) => (b[0]!.to = 99)), ['bands.0.to'], 'The highest band must end at 100%.'],
      [five((b) => (b[1]!.from = 69.5)), ['bands.1.from'], "Use at most 0 decimal places, the system's precision."],
      [five((b) => (b[2]!.grade = 'b')), ['bands.2.grade'], 'Grade B is used twice.'],
      [five((b) => Object.assign(b[3]!, { from: 59, to: 50 })), ['bands.3.to'], 'A band cannot end below where it starts.'],
    ];
    for (const [body, fields, message] of cases) {
      const res = await add(body);
      expect([res.status, paths(res), res.body.issues[0].message]).toEqual([422, fields, message]);
    }
    const both = await add(five((b) => Object.assign(b[4]!, { from: 1, to: 48 })));
    expect([both.status, paths(both)]).toEqual([422, ['bands.4.from', 'bands.3.from']]);
    expect((await list()).map((g) => g.name)).toEqual(['A to E', 'Pass or fail']);
  });

  it('refuses bad input by field', async () => {
    const band = PASS_FAIL[1]!;
    const cases: [Record<string, unknown>, string][] = [
      [system({ name: undefined }), 'name'],
      [system({ name: 'P\u0000F' }), 'name'],
      [system({ name: 'N'.repeat(61) }), 'name'],
      [system({ precision: 3 }), 'precision'],
      [system({ precision: '1' }), 'precision'],
      [system({ rounding: 'ceil' }), 'rounding'],
      [system({ status: 'Gone' }), 'status'],
      [system({ bands: [] }), 'bands'],
      [system({ bands: 'A-E' }), 'bands'],
      [system({ bands: Array.from({ length: 21 }, (_, i) => ({ ...band, grade: `G${i}` })) }), 'bands'],
      [system({ bands: [{ ...band, from: -1 }] }), 'bands.0.from'],
      [system({ bands: [{ ...band, to: 100.5 }] }), 'bands.0.to'],
      [system({ bands: [{ ...band, to: 1e21 }] }), 'bands.0.to'],
      [system({ bands: [{ ...band, grade: '' }] }), 'bands.0.grade'],
      [system({ bands: [{ ...band, grade: 'ABCDE' }] }), 'bands.0.grade'],
      [system({ bands: [{ ...band, point: 1.255 }] }), 'bands.0.point'],
      [system({ bands: [{ ...band, point: -1 }] }), 'bands.0.point'],
      [system({ bands: [{ ...band, remark: 'R'.repeat(81) }] }), 'bands.0.remark'],
      [system({ bands: [{ ...band, remark: 'Ok\u0000' }] }), 'bands.0.remark'],
      [system({ version: 1.5 }), 'version'],
    ];
    for (const [body, field] of cases) {
      const res = await add(body);
      expect([res.status, paths(res)]).toEqual([400, [field]]);
    }
    const named = await add(system({ name: 'pass OR fail' }));
    expect([named.status, named.body.issues]).toEqual([409, [{ path: 'name', message: 'Another grading system already has this name.' }]]);
  });

  it('counts the exams and papers that grade with a system, and keeps it Active while an open exam does', async () => {
    const { schoolId, academicYearId } = t.schoolA;
    const typeId = await seedExamType(t.ctx, schoolId);
    const classId = await seedClass(t.ctx, schoolId, 'Grade 7');
    ids.exam = await seedExam(t.ctx, schoolId, { academicYearId, examTypeId: typeId, gradingSystemId: ids.passFail!, name: 'Term 1', status: 'Pending' });
    const other = await seedGradingSystem(t.ctx, schoolId);
    ids.other = await seedExam(t.ctx, schoolId, { academicYearId, examTypeId: typeId, gradingSystemId: other, name: 'Term 2' });
    await seedExamSubject(t.ctx, schoolId, { examId: ids.other, classId, gradingSystemId: ids.passFail! });
    expect((await one(ids.passFail!)).used_by).toBe(2);

    const res = await put(ids.passFail!, system({ status: 'Inactive' }));
    expect([res.status, res.body.issues]).toEqual([422, [{ path: 'status', message: 'Term 1 and Term 2 grade with it; close those exams or give them another system first.' }]]);
    await t.ctx.database.db.update(exams).set({ status: 'Closed' }).where(eq(exams.id, ids.exam));
    const still = await put(ids.passFail!, system({ status: 'Inactive' }));
    expect(still.body.message).toBe('Term 2 grades with it; close that exam or give it another system first.');
    await t.ctx.database.db.update(exams).set({ status: 'Closed' }).where(eq(exams.id, ids.other));
    expect((await put(ids.passFail!, system({ status: 'Inactive', version: 1 }))).status).toBe(200);
    expect(await one(ids.passFail!)).toMatchObject({ status: 'Inactive', version: 2, used_by: 2 });
  });

  it('saves an edit of the rule and bands with its version; a stale copy is refused', async () => {
    const res = await put(ids.five!, { name: 'A to E', precision: 1, rounding: 'truncate', bands: FIVE_BANDS.map((b) => ({ ...b, to: b.to === 100 ? 100 : b.to + 0.9 })), status: 'Active', version: 1 });
    expect([res.status, res.body]).toEqual([200, { message: 'The grading system has been saved' }]);
    expect(await one(ids.five!)).toMatchObject({ precision: 1, rounding: 'truncate', status: 'Active', version: 2 });
    expect((await one(ids.five!)).bands.map((b) => [b.grade, b.from, b.to])).toEqual([['A', 80, 100], ['B', 70, 79.9], ['C', 60, 69.9], ['D', 50, 59.9], ['E', 0, 49.9]]);
    const stale = await put(ids.five!, { name: 'A to E', precision: 0, rounding: 'round', bands: FIVE_BANDS, version: 1 });
    expect(stale.status).toBe(409);
    const gap = await put(ids.five!, { name: 'A to E', precision: 0, rounding: 'round', bands: FIVE_BANDS.slice(1) });
    expect([gap.status, paths(gap)]).toEqual([422, ['bands.0.to']]);
    const taken = await put(ids.five!, system({ name: 'PASS or fail' }));
    expect([taken.status, paths(taken)]).toEqual([409, ['name']]);
    expect((await put(999_999, system())).status).toBe(404);
    expect(await one(ids.five!)).toMatchObject({ precision: 1, version: 2 });
  });

  it('lets any exam privilege read, and only the grading privileges write', async () => {
    expect((await list(tokens.reports)).length).toBeGreaterThan(1);
    expect((await t.api.get(url, { token: tokens.none })).status).toBe(403);
    expect((await add(system({ name: 'New' }), tokens.reports)).status).toBe(403);
    expect((await add(system({ name: 'New' }), tokens.editor)).status).toBe(403);
    expect((await put(ids.five!, system({ name: 'A to E' }), tokens.adder)).status).toBe(403);
    expect((await add(system({ name: 'New' }), tokens.adder)).status).toBe(201);
  });

  it('keeps each school to its own systems', async () => {
    const theirs = await seedGradingSystem(t.ctx, t.schoolB.schoolId, { name: 'Theirs' });
    expect((await list(t.adminB)).map((g) => g.id)).toEqual([theirs]);
    expect((await put(ids.five!, system({ name: 'Mine' }), t.adminB)).status).toBe(404);
    expect((await put(theirs, system({ name: 'Mine' }))).status).toBe(404);
    expect((await add(system(), t.adminB)).status).toBe(201);
    expect((await one(ids.five!)).name).toBe('A to E');
  });
});
