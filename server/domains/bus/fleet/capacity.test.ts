import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { busAssignments } from '../../../db/schema';
import { twoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';
import { seedAssignment, seedCategory, seedZone } from '../../../test/bus-data';

const t = twoSchools();
const ids: Record<string, number> = {};
let kids: number[] = [];

const onBus = async (busId: number) => (await t.ctx.database.db.select({ n: count() }).from(busAssignments).where(eq(busAssignments.busId, busId)))[0]!.n;
const bulk = (body: Record<string, unknown>) => t.api.post('/api/bus/students/bulk', { token: t.adminA, body });

beforeAll(async () => {
  const { schoolId } = t.schoolA;
  const year = await activeYear(t.ctx, schoolId);
  ids.section = await seedSection(t.ctx, schoolId, year.id, await seedClass(t.ctx, schoolId, 'Grade 6'), 'A');
  kids = [];
  for (let i = 0; i < 14; i++) kids.push(await seedStudent(t.ctx, schoolId, { sectionId: ids.section, firstName: `Kid${String(i).padStart(2, '0')}`, lastName: 'Seat' }));
  ids.category = await seedCategory(t.ctx, schoolId, await seedZone(t.ctx, schoolId, 2_000));
  const bus = await t.api.post('/api/bus', { token: t.adminA, body: { number: '7', plate: 'KBX 123A', capacity: 3 } });
  ids.bus = bus.body.id;
});

describe('bus capacity', () => {
  it('gives the last seat to exactly one of ten concurrent assignments', async () => {
    await seedAssignment(t.ctx, t.schoolA.schoolId, { studentId: kids[0]!, busId: ids.bus!, categoryId: ids.category!, from: '2030-01-01' });
    await seedAssignment(t.ctx, t.schoolA.schoolId, { studentId: kids[1]!, busId: ids.bus!, categoryId: ids.category!, from: '2030-01-01' });
    const results = await Promise.all(
      kids.slice(2, 12).map((student_id) => t.api.post('/api/bus/students', { token: t.adminA, body: { student_id, bus_id: ids.bus, category_id: ids.category, from: '2030-12-01' } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(422)]);
    const refused = results.find((r) => r.status === 422)!;
    expect(refused.body.issues).toEqual([{ path: 'bus_id', message: 'Bus 7 (KBX 123A) is full: 3 of 3 seats are taken from 1 Dec 2030.' }]);
    expect(await onBus(ids.bus!)).toBe(3);
  });

  it('counts future-dated riders on every day from the start date on', async () => {
    const bus = (await t.api.post('/api/bus', { token: t.adminA, body: { number: '8', plate: 'KBX 8', capacity: 2 } })).body.id;
    // One rides only in March; another joins on 2031-06-01: a start in January meets both on different days.
    await seedAssignment(t.ctx, t.schoolA.schoolId, { studentId: kids[12]!, busId: bus, categoryId: ids.category!, from: '2031-03-01', to: '2031-03-31' });
    await seedAssignment(t.ctx, t.schoolA.schoolId, { studentId: kids[13]!, busId: bus, categoryId: ids.category!, from: '2031-06-01' });
    const ok = await t.api.post('/api/bus/students', { token: t.adminA, body: { student_id: kids[11], bus_id: bus, category_id: ids.category, from: '2031-01-01' } });
    expect(ok.status).toBe(201);
    const full = await t.api.post('/api/bus/students', { token: t.adminA, body: { student_id: kids[10], bus_id: bus, category_id: ids.category, from: '2031-01-01' } });
    expect(full.body.issues).toEqual([{ path: 'bus_id', message: 'Bus 8 (KBX 8) is full: 2 of 2 seats are taken from 1 Jan 2031.' }]);
    // A student moving within the bus frees their own seat from the move on.
    const moved = await t.api.post('/api/bus/students', { token: t.adminA, body: { student_id: kids[11], bus_id: bus, category_id: ids.category, from: '2031-02-01', stop: 'Market' } });
    expect(moved.status).toBe(201);
  });

  it('places a group all or none: each failing student named, then the seats left', async () => {
    const bus = (await t.api.post('/api/bus', { token: t.adminA, body: { number: '9', plate: 'KBX 9', capacity: 5 } })).body.id;
    await t.api.post('/api/bus/students', { token: t.adminA, body: { student_id: kids[9], bus_id: bus, category_id: ids.category, from: '2032-03-01' } });
    const group = kids.slice(2, 10);
    const mixed = await bulk({ student_ids: [...group, 999_999], bus_id: bus, category_id: ids.category, from: '2032-01-01' });
    expect(mixed.status).toBe(422);
    expect(mixed.body.issues).toEqual([
      { path: 'student_ids.7', message: 'Kid09 Seat already rides from 1 Mar 2032; choose a later date or end that assignment first.' },
      { path: 'student_ids.8', message: 'Choose a student of this school.' },
    ]);
    const crowd = await bulk({ student_ids: group.slice(0, 7), bus_id: bus, category_id: ids.category, from: '2032-01-01' });
    expect(crowd.status).toBe(422);
    expect(crowd.body.issues).toEqual([{ path: 'student_ids', message: 'Bus 9 (KBX 9) has 4 seats left from 1 Jan 2032; you chose 7 students.' }]);
    expect(await onBus(bus)).toBe(1);
    // A student riding another bus moves over: the old row ends the day before.
    const fits = await bulk({ student_ids: [kids[2], kids[3], kids[4], kids[11]], bus_id: bus, category_id: ids.category, from: '2032-01-01', stop: 'Gate' });
    expect(fits.status).toBe(201);
    expect(fits.body).toEqual({ message: '4 students ride Bus 9 from 1 Jan 2032.', ids: [expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number)] });
    expect(await onBus(bus)).toBe(5);
    const history = (await t.api.get(`/api/bus/students?history=true&student_id=${kids[11]}`, { token: t.adminA })).body.data as { bus_number: string; from: string; to: string | null }[];
    expect(history.slice(0, 2).map((a) => [a.bus_number, a.from, a.to])).toEqual([['9', '2032-01-01', null], ['8', '2031-02-01', '2031-12-31']]);
    expect((await bulk({ student_ids: [], bus_id: bus, category_id: ids.category, from: '2032-01-01' })).status).toBe(400);
    const again = await bulk({ student_ids: [kids[12], kids[2], kids[2]], bus_id: bus, category_id: ids.category, from: '2032-02-01', stop: 'Gate' });
    expect(again.body.issues).toEqual([{ path: 'student_ids.1', message: 'Kid02 Seat already rides Bus 9 under that category.' }]);
    expect(await onBus(bus)).toBe(5);
  });
});
