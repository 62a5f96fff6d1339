import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FamilyFees, FamilyHome, Receipt, StudentStatement } from '@contract';
import { classes } from '../../../db/schema';
import { seedBus, seedCategory, seedZone } from '../../../test/bus-data';
import { seedFamilies } from '../../../test/families';
import { twoSchools } from '../../../test/schools';
import { schoolToday } from '../../people/public';

/**
 * Issue 33, a family's fees: the child's statement since admission as the bursar's Student
 * statement has it, each receipt printable, and the bus in force today with its zone. Another
 * child's receipt, by number, is 404 whoever asks.
 */
const t = twoSchools();
let f: Awaited<ReturnType<typeof seedFamilies>>;
let parent: string;
let mwangi: string;
let schoolB: string;
let today: string;
const receipts: Record<string, number> = {};
/** September's fees and this month's (one run when this is September). */
const months = (month: string) => (month > '2026-09' ? ['2026-09', month] : [month]);

let keyNo = 0;
const ok = async <T>(res: Promise<{ status: number; body: unknown }>, status = 200) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body as T;
};
const post = (path: string, body: object, token = t.adminA) =>
  ok<{ entry_id: number; receipt_no: number; id: number }>(t.api.post(path, { token, headers: { 'Idempotency-Key': `family-fees-${++keyNo}-${Date.now()}` }, body }), 201);
const pay = async (student_id: number, amount: number, date: string, token = t.adminA) => (await post('/api/finance/payments', { student_id, amount, date, method: 'Cash' }, token)).receipt_no;
const fees = (studentId: number, token = parent) => ok<FamilyFees>(t.api.get(`/api/family/fees?studentId=${studentId}`, { token }));
const receipt = (studentId: number, number: number, token = parent) => t.api.get(`/api/family/receipts?studentId=${studentId}&number=${number}`, { token });

beforeAll(async () => {
  f = await seedFamilies(t);
  parent = await f.signIn(f.okaforPhone);
  mwangi = await f.signIn(f.cyNo);
  const phone = (await ok<{ phone: string }>(t.api.get(`/api/parents/${f.other}`, { token: t.adminB }))).phone;
  schoolB = await f.signIn(phone, '10.9.0.3');
  const timeZone = (await ok<{ school: { time_zone: string } }>(t.api.get('/api/family', { token: parent }))).school.time_zone;
  today = await schoolToday(t.ctx.database.db, { timeZone });

  const db = t.ctx.database.db;
  await db.update(classes).set({ monthlyFee: 10_000 }).where(eq(classes.id, f.g1));
  await db.update(classes).set({ monthlyFee: 5_000 }).where(eq(classes.id, f.g2));
  await db.update(classes).set({ monthlyFee: 7_000 }).where(eq(classes.id, f.bClass));
  const month = today.slice(0, 7);
  const first = `${month}-01`;
  for (const m of months(month)) await post('/api/finance/fees/generate', { month: m, class_ids: [f.g1, f.g2] });
  await post('/api/finance/fees/generate', { month, class_ids: [f.bClass] }, t.adminB);
  // Cy pays first, so his receipt numbers come before Ada's and school B's number 1 is Dee's.
  receipts.cy = await pay(f.cy, 4_321, first);
  receipts.ada = await pay(f.ada, 6_000, first);
  receipts.ben = await pay(f.ben, 12_000, first); // 2 000 ahead
  receipts.dee = await pay(f.dee, 7_000, first, t.adminB);

  const zone = await seedZone(t.ctx, t.schoolA.schoolId, 3_000, 'Hillside');
  const category = await seedCategory(t.ctx, t.schoolA.schoolId, zone, 1_800, 'Mornings');
  const bus = await seedBus(t.ctx, t.schoolA.schoolId, 'B7', 30);
  await post('/api/bus/students', { student_id: f.ada, bus_id: bus, category_id: category, from: first, stop: 'Mill gate' });
  await post('/api/bus/students', { student_id: f.cy, bus_id: bus, category_id: category, from: first, stop: 'Cy corner' });
  // Ben's ride starts after today: not in force yet.
  await post('/api/bus/students', { student_id: f.ben, bus_id: bus, category_id: category, from: '2099-01-04' });
});

describe('a family’s fees (GET /api/family/fees)', () => {
  it('shows the statement since admission, ending where the bursar’s Student statement ends', async () => {
    const mine = await fees(f.ada);
    expect(mine.currency).toBe((await ok<{ school: { currency: string } }>(t.api.get('/api/family', { token: parent }))).school.currency);
    expect(mine.statement.to).toBe(today);
    expect(mine.statement.opening).toBe(0);
    expect(mine.statement.student).toMatchObject({ id: f.ada, name: expect.stringContaining('Ada'), class_name: 'Grade 1', section_name: 'North' });
    const staff = await ok<StudentStatement>(t.api.get(`/api/finance/reports/students/${f.ada}?from=${mine.statement.from}&to=${today}`, { token: t.adminA }));
    expect(mine.statement).toEqual(staff);
    const billed = months(today.slice(0, 7)).length * 10_000;
    expect(mine.statement.closing).toBe(billed - 6_000);
    expect(mine.statement.lines.filter((l) => l.charge > 0).map((l) => l.charge)).toEqual(billed === 20_000 ? [10_000, 10_000] : [10_000]);
    expect(mine.statement.lines.find((l) => l.payment === 6_000)!.receipt_no).toBe(receipts.ada);
    // The staff statement of every entry to date closes at the same balance.
    const all = await ok<StudentStatement>(t.api.get(`/api/finance/reports/students/${f.ada}?from=2000-01-01&to=${today}`, { token: t.adminA }));
    expect(all.closing).toBe(mine.statement.closing);
  });

  it('puts the same balance on the home page, negative when paid ahead', async () => {
    const ben = await fees(f.ben);
    expect(ben.statement.closing).toBe(months(today.slice(0, 7)).length * 5_000 - 12_000);
    for (const [child, answer] of [[f.ada, await fees(f.ada)], [f.ben, ben]] as const) {
      const res = await t.api.get(`/api/family/home?studentId=${child}`, { token: parent });
      if (res.status === 200) expect((res.body as FamilyHome).balance).toBe(answer.statement.closing);
    }
  });

  it('shows the bus in force today with its zone, and none before a ride starts', async () => {
    expect((await fees(f.ada)).bus).toEqual({ bus_number: 'B7', zone_name: 'Hillside', category_name: 'Mornings', rate: 1_800, stop: 'Mill gate', from: `${today.slice(0, 7)}-01` });
    expect((await fees(f.ben)).bus).toBeNull();
  });

  it('never names another pupil, their payment or their stop', async () => {
    const text = JSON.stringify([await fees(f.ada), await fees(f.ben)]);
    for (const needle of ['Cy', 'Mwangi', f.cyNo, '4321', '4,321', 'Cy corner', 'Dee']) expect(text).not.toContain(needle);
  });

  it('answers 404 for another family’s or school’s child', async () => {
    for (const [id, token] of [[f.cy, parent], [f.dee, parent], [f.ada, mwangi], [f.ada, schoolB]] as const) {
      expect((await t.api.get(`/api/family/fees?studentId=${id}`, { token })).status).toBe(404);
    }
  });
});

describe('a family’s receipts (GET /api/family/receipts)', () => {
  it('prints the child’s own receipt as the office prints it', async () => {
    const printed = await ok<Receipt>(receipt(f.ada, receipts.ada!));
    const office = await ok<Receipt>(t.api.get(`/api/finance/receipts/${receipts.ada}`, { token: t.adminA }));
    expect(printed).toEqual(office);
    expect(printed).toMatchObject({ number: receipts.ada, amount: 6_000, student: { id: f.ada } });
    expect(JSON.stringify(printed)).not.toContain('Mwangi');
  });

  it('answers 404 for a receipt of another child, family or school, whoever is named', async () => {
    for (const [studentId, number, token] of [
      [f.ada, receipts.cy, parent], // Cy's receipt, named as Ada's
      [f.ben, receipts.ada, parent], // a sibling's receipt
      [f.cy, receipts.ada, mwangi], // another family's receipt
      [f.ada, receipts.ada, mwangi], // another family's child
      [f.ada, 999_999, parent],
      [f.ada, 3_000_000_000, parent],
    ] as const) {
      expect((await receipt(studentId, number!, token)).status, `${studentId}/${number}`).toBe(404);
    }
    // School B's family: its own receipt prints; school A's numbers do not (A's start after B's 1).
    expect((await ok<Receipt>(receipt(f.dee, receipts.dee!, schoolB))).student.id).toBe(f.dee);
    expect(receipts.ada).not.toBe(receipts.dee);
    expect((await receipt(f.dee, receipts.ada!, schoolB)).status).toBe(404);
    expect((await receipt(f.ada, receipts.dee!, parent)).status).toBe(receipts.dee === receipts.ada ? 200 : 404);
  });
});
