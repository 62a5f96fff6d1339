import { describe, expect, it } from 'vitest';
import { API, type AttendanceCode, type AttendanceConfig } from '@contract';
import { twoSchools } from '../../../test/schools';

const t = twoSchools();
const ids: Record<string, number> = {};

const codes = async (token = t.adminA) => ((await t.api.get(`/api/${API.attendanceConfig}`, { token })).body as AttendanceConfig).codes;
const code = async (letter: string, token = t.adminA) => (await codes(token)).find((c) => c.code === letter) as AttendanceCode;
const add = (body: Record<string, unknown>, token = t.adminA) => t.api.post(`/api/${API.attendanceCodes}`, { token, body });
const put = (id: number, body: Record<string, unknown>, token = t.adminA) => t.api.put(`/api/${API.attendanceCodes}/${id}`, { token, body });
const paths = (res: { body: { issues?: { path: string }[] } }) => res.body.issues?.map((i) => i.path);

describe('attendance codes (/api/attendance/codes)', () => {
  it('adds a school code last in the tap cycle, its letter in capitals', async () => {
    const res = await add({ code: ' s ', name: 'Sick', counts: 'excused' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'The code has been added', id: expect.any(Number) });
    ids.sick = res.body.id;
    expect(await code('S')).toEqual({ id: ids.sick, version: 1, code: 'S', name: 'Sick', counts: 'excused', built_in: false, status: 'Active', sort_order: 5 });
    ids.trip = (await add({ code: 'ft', name: 'Field trip', counts: 'present', status: 'Inactive' })).body.id;
    expect((await codes()).map((c) => [c.code, c.sort_order, c.status])).toEqual([
      ['P', 1, 'Active'], ['A', 2, 'Active'], ['L', 3, 'Active'], ['E', 4, 'Active'], ['S', 5, 'Active'], ['FT', 6, 'Inactive'],
    ]);
  });

  it('refuses bad input and a letter already used, by field, and writes nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: 'Sick', counts: 'excused' }, 400, 'code'],
      [{ code: '', name: 'Sick', counts: 'excused' }, 400, 'code'],
      [{ code: 'ABCD', name: 'Sick', counts: 'excused' }, 400, 'code'],
      [{ code: 'S?', name: 'Sick', counts: 'excused' }, 400, 'code'],
      [{ code: 7, name: 'Sick', counts: 'excused' }, 400, 'code'],
      [{ code: 'X', counts: 'excused' }, 400, 'name'],
      [{ code: 'X', name: '   ', counts: 'excused' }, 400, 'name'],
      [{ code: 'X', name: 'N'.repeat(41), counts: 'excused' }, 400, 'name'],
      [{ code: 'X', name: 'Sick' }, 400, 'counts'],
      [{ code: 'X', name: 'Sick', counts: 'maybe' }, 400, 'counts'],
      [{ code: 'X', name: 'Sick', counts: 'absent', status: 'Gone' }, 400, 'status'],
      [{ code: 'X', name: 'Sick', counts: 'absent', version: 0 }, 400, 'version'],
      [{ code: 'p', name: 'Present again', counts: 'present' }, 409, 'code'],
      [{ code: 'S', name: 'Suspended', counts: 'absent' }, 409, 'code'],
    ];
    for (const [body, status, field] of cases) {
      const res = await add(body);
      expect([body, res.status, paths(res)]).toEqual([body, status, [field]]);
    }
    expect((await add({ code: 'p', name: 'Again', counts: 'present' })).body.message).toBe('Another code already uses this letter.');
    expect(await codes()).toHaveLength(6);
  });

  it('lets a built-in code change its name only', async () => {
    const present = await code('P');
    const renamed = await put(present.id, { code: 'P', name: 'On time', counts: 'present', version: 1 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ message: 'The code has been saved' });
    expect(await code('P')).toMatchObject({ name: 'On time', version: 2, built_in: true });

    const refusals: [Record<string, unknown>, string[]][] = [
      [{ code: 'H', name: 'On time', counts: 'present' }, ['code']],
      [{ code: 'P', name: 'On time', counts: 'absent' }, ['counts']],
      [{ code: 'P', name: 'On time', counts: 'present', status: 'Inactive' }, ['status']],
      [{ code: 'H', name: 'Here', counts: 'excused', status: 'Inactive' }, ['code', 'counts', 'status']],
    ];
    for (const [body, fields] of refusals) {
      const res = await put(present.id, body);
      expect([body, res.status, paths(res)]).toEqual([body, 422, fields]);
    }
    const letter = await put((await code('A')).id, { code: 'AB', name: 'Absent', counts: 'absent' });
    expect(letter.body.issues).toEqual([{ path: 'code', message: 'The letter of a built-in code stays A.' }]);
    expect(await code('P')).toMatchObject({ name: 'On time', counts: 'present', status: 'Active', version: 2 });
  });

  it("lets a school code change its letter, counting and status; a stale copy or a used letter is refused", async () => {
    const res = await put(ids.sick!, { code: 'SK', name: 'Sick leave', counts: 'absent', status: 'Inactive', version: 1 });
    expect(res.status).toBe(200);
    expect(await code('SK')).toMatchObject({ id: ids.sick, name: 'Sick leave', counts: 'absent', status: 'Inactive', sort_order: 5, version: 2 });
    expect((await put(ids.sick!, { code: 'SK', name: 'Sick', counts: 'excused', version: 1 })).status).toBe(409);
    const taken = await put(ids.sick!, { code: 'l', name: 'Sick', counts: 'excused' });
    expect([taken.status, taken.body.issues]).toEqual([409, [{ path: 'code', message: 'Another code already uses this letter.' }]]);
    expect((await put(ids.sick!, { code: 'SK', name: 'Sick', counts: 'never' })).status).toBe(400);
    expect((await put(0, { code: 'SK', name: 'Sick', counts: 'excused' })).status).toBe(400);
    expect((await put(999_999, { code: 'SK', name: 'Sick', counts: 'excused' })).status).toBe(404);
    expect(await code('SK')).toMatchObject({ name: 'Sick leave', version: 2 });
  });

  it('keeps a school to at most 12 codes', async () => {
    for (const letter of ['B', 'C', 'D', 'F', 'G', 'H']) expect((await add({ code: letter, name: `Code ${letter}`, counts: 'absent' })).status).toBe(201);
    expect(await codes()).toHaveLength(12);
    const res = await add({ code: 'Z', name: 'One too many', counts: 'absent' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('A school has at most 12 codes. Rename or reuse one you no longer need instead.');
    expect(await codes()).toHaveLength(12);
    expect((await codes()).at(-1)).toMatchObject({ code: 'H', sort_order: 12 });
  });

  it("keeps each school to its own codes", async () => {
    expect((await put(ids.sick!, { code: 'SK', name: 'Mine', counts: 'absent' }, t.adminB)).status).toBe(404);
    const theirPresent = await code('P', t.adminB);
    expect((await put(theirPresent.id, { code: 'P', name: 'Here', counts: 'present' })).status).toBe(404);
    // Another school may use the same letter.
    expect((await add({ code: 'SK', name: 'Sick', counts: 'excused' }, t.adminB)).status).toBe(201);
    expect((await codes(t.adminB)).map((c) => c.code)).toEqual(['P', 'A', 'L', 'E', 'SK']);
    expect(await code('SK')).toMatchObject({ name: 'Sick leave' });
    expect(theirPresent.name).toBe('Present');
  });
});
