import { beforeAll, describe, expect, it } from 'vitest';
import { API, type ExamType } from '@contract';
import { seedExam, seedExamType, seedGradingSystem } from '../../../test/exams-data';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

const url = `/api/${API.examTypes}`;
const list = async (token = t.adminA) => (await t.api.get(url, { token })).body as ExamType[];
const add = (body: Record<string, unknown>, token = t.adminA) => t.api.post(url, { token, body });
const put = (id: number | string, body: Record<string, unknown>, token = t.adminA) => t.api.put(`${url}/${id}`, { token, body });
const paths = (res: { body: { issues?: { path: string }[] } }) => res.body.issues?.map((i) => i.path);

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  const user = async (privileges: Parameters<typeof seedUser>[2]) => {
    const u = await seedUser(t.ctx, schoolId, privileges);
    return t.api.login(u.username, u.password);
  };
  tokens.entry = await user(['exam-entry']);
  tokens.adder = await user(['add-exam-type']);
  tokens.editor = await user(['update-exam-type']);
  tokens.none = await user(['list-student']);
});

describe('exam types (/api/exams/types)', () => {
  it('adds a type and lists the school’s by name, with their exams', async () => {
    const res = await add({ name: ' Mid-term ', weight: 20 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'The exam type has been saved', id: expect.any(Number) });
    ids.mid = res.body.id;
    ids.end = (await add({ name: 'End of term', weight: 30 })).body.id;
    const grading = await seedGradingSystem(t.ctx, t.schoolA.schoolId);
    await seedExam(t.ctx, t.schoolA.schoolId, { academicYearId: t.schoolA.academicYearId, examTypeId: ids.end!, gradingSystemId: grading });
    expect(await list()).toEqual([
      { id: ids.end, version: 1, name: 'End of term', weight: 30, exams: 1 },
      { id: ids.mid, version: 1, name: 'Mid-term', weight: 20, exams: 0 },
    ]);
  });

  it('refuses bad input by field, and a name already used ignoring case, and writes nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ weight: 20 }, 400, 'name'],
      [{ name: '  ', weight: 20 }, 400, 'name'],
      [{ name: 'N'.repeat(61), weight: 20 }, 400, 'name'],
      [{ name: 'Mock\u0000', weight: 20 }, 400, 'name'],
      [{ name: 7, weight: 20 }, 400, 'name'],
      [{ name: 'Mock' }, 400, 'weight'],
      [{ name: 'Mock', weight: '20' }, 400, 'weight'],
      [{ name: 'Mock', weight: -1 }, 400, 'weight'],
      [{ name: 'Mock', weight: 101 }, 400, 'weight'],
      [{ name: 'Mock', weight: 1e21 }, 400, 'weight'],
      [{ name: 'Mock', weight: 20.5 }, 400, 'weight'],
      [{ name: 'Mock', weight: 20, version: 0 }, 400, 'version'],
      [{ name: 'MID-TERM', weight: 20 }, 409, 'name'],
    ];
    for (const [body, status, field] of cases) {
      const res = await add(body);
      expect([body, res.status, paths(res)]).toEqual([body, status, [field]]);
    }
    expect((await add({ name: 'mid-term', weight: 5 })).body.message).toBe('Another exam type already has this name.');
    expect((await t.api.post(url, { token: t.adminA, rawBody: '[1]' })).status).toBe(400);
    expect(await list()).toHaveLength(2);
  });

  it('saves an edit with its version; a stale copy or a used name is refused', async () => {
    const res = await put(ids.mid!, { name: 'Mid term', weight: 25, version: 1 });
    expect([res.status, res.body]).toEqual([200, { message: 'The exam type has been saved' }]);
    expect((await list()).find((x) => x.id === ids.mid)).toEqual({ id: ids.mid, version: 2, name: 'Mid term', weight: 25, exams: 0 });
    const stale = await put(ids.mid!, { name: 'Midterm', weight: 10, version: 1 });
    expect([stale.status, stale.body.message]).toEqual([409, 'This record was changed by someone else. Reload it to see the latest.']);
    const taken = await put(ids.mid!, { name: 'end of TERM', weight: 10 });
    expect([taken.status, taken.body.issues]).toEqual([409, [{ path: 'name', message: 'Another exam type already has this name.' }]]);
    expect((await put(ids.mid!, { name: 'Mid term', weight: 200 })).status).toBe(400);
    expect((await put('x', { name: 'Mid term', weight: 20 })).status).toBe(400);
    expect((await put(999_999, { name: 'Mid term', weight: 20 })).status).toBe(404);
    expect((await list()).find((x) => x.id === ids.mid)).toMatchObject({ name: 'Mid term', weight: 25, version: 2 });
  });

  it('lets any exam privilege read, and only the type privileges write', async () => {
    expect((await list(tokens.entry)).map((x) => x.name)).toEqual(['End of term', 'Mid term']);
    expect((await t.api.get(url, { token: tokens.none })).status).toBe(403);
    expect((await add({ name: 'Mock', weight: 10 }, tokens.entry)).status).toBe(403);
    expect((await add({ name: 'Mock', weight: 10 }, tokens.editor)).status).toBe(403);
    expect((await put(ids.mid!, { name: 'Mid', weight: 10 }, tokens.adder)).status).toBe(403);
    expect((await add({ name: 'Mock', weight: 10 }, tokens.adder)).status).toBe(201);
    expect((await put(ids.mid!, { name: 'Mid-term', weight: 20 }, tokens.editor)).status).toBe(200);
    expect((await t.api.get(url)).status).toBe(401);
  });

  it('keeps each school to its own types', async () => {
    const theirs = await seedExamType(t.ctx, t.schoolB.schoolId, 50, 'Annual');
    expect(await list(t.adminB)).toEqual([{ id: theirs, version: 1, name: 'Annual', weight: 50, exams: 0 }]);
    expect((await put(ids.mid!, { name: 'Mine now', weight: 1 }, t.adminB)).status).toBe(404);
    expect((await put(theirs, { name: 'Annual', weight: 1 })).status).toBe(404);
    // Another school may use the same name.
    expect((await add({ name: 'Mid-term', weight: 20 }, t.adminB)).status).toBe(201);
    expect((await list()).map((x) => x.name)).toEqual(['End of term', 'Mid-term', 'Mock']);
  });
});
