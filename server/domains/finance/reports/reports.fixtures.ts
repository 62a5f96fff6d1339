import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import type { Account } from '@contract';
import { readRows } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { classes, students } from '../../../db/schema';
import type { TwoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';

/**
 * One school's ledger built through the API, the way a bursar builds it, for the report tests:
 *
 *   Sep  fees (1st): Amina, Brian, Esther 100.00 (Grade 4), Chloe 50.00 (Grade 5); Dan's
 *        discount covers his fee. Paid: Amina 100.00 (10th), Esther 40.00 (12th).
 *   Oct  fees (1st) as in September. Paid: Amina 50.00 (5th), Chloe 120.00 (8th, 20.00 ahead),
 *        Brian 30.00 (9th, bounced: reversed on the 15th). Esther's fee reversed (20th), and
 *        she leaves (Inactive). Cash → Bank 60.00 (25th). A check for Utilities 15.00 and
 *        Supplies 5.00 (28th).
 *   Nov  fees (1st): Amina, Brian, Chloe. Paid: Brian 200.00 (3rd).
 *
 * Femi is Inactive and never billed: no report lists him. Grade 6 has no students; the
 * inactive Old class has none either. School B has a student of its own with a fee.
 */
export interface Ledger {
  kids: Record<'Amina' | 'Brian' | 'Chloe' | 'Dan' | 'Esther' | 'Femi', number>;
  grades: Record<'g4' | 'g5' | 'g6' | 'old', number>;
  sections: Record<'g4a' | 'g4b' | 'g5a', number>;
  accounts: Record<string, number>;
  receipts: Record<string, number>;
  otherStudent: number;
  otherAccount: number;
}

let keyNo = 0;
export const newKey = () => `reports-${++keyNo}-${Date.now()}`;

export async function buildLedger(t: TwoSchools): Promise<Ledger> {
  const db = t.ctx.database.db;
  const school = t.schoolA.schoolId;
  const year = await activeYear(t.ctx, school);
  const grades = {
    g4: await seedClass(t.ctx, school, 'Grade 4', { sortOrder: 4 }),
    g5: await seedClass(t.ctx, school, 'Grade 5', { sortOrder: 5 }),
    g6: await seedClass(t.ctx, school, 'Grade 6', { sortOrder: 6 }),
    old: await seedClass(t.ctx, school, 'Old class', { sortOrder: 7 }),
  };
  await db.update(classes).set({ monthlyFee: 10_000 }).where(eq(classes.id, grades.g4));
  await db.update(classes).set({ monthlyFee: 5_000 }).where(eq(classes.id, grades.g5));
  await db.update(classes).set({ status: 'Inactive' }).where(eq(classes.id, grades.old));
  const sections = {
    g4a: await seedSection(t.ctx, school, year.id, grades.g4, 'A'),
    g4b: await seedSection(t.ctx, school, year.id, grades.g4, 'B'),
    g5a: await seedSection(t.ctx, school, year.id, grades.g5, 'A'),
  };
  const kid = (firstName: string, sectionId: number, status = 'Active') => seedStudent(t.ctx, school, { sectionId, firstName, lastName: 'Kamau', status });
  const kids = {
    Amina: await kid('Amina', sections.g4a),
    Brian: await kid('Brian', sections.g4b),
    Chloe: await kid('Chloe', sections.g5a),
    Dan: await kid('Dan', sections.g5a),
    Esther: await kid('Esther', sections.g4a),
    Femi: await kid('Femi', sections.g5a, 'Inactive'),
  };
  await db.update(students).set({ feeDiscount: 5_000 }).where(eq(students.id, kids.Dan));

  const chart = (await t.api.get('/api/finance/accounts?limit=500', { token: t.adminA })).body.data as Account[];
  const accounts = Object.fromEntries(chart.map((a) => [a.code, a.id]));
  const post = async (path: string, body: Record<string, unknown>, token = t.adminA) => {
    const res = await t.api.post(path, { token, headers: { 'Idempotency-Key': newKey() }, body });
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
    return res.body as { entry_id: number; receipt_no?: number };
  };
  const bill = (month: string) => post('/api/finance/fees/generate', { month, class_ids: [grades.g4, grades.g5] });
  const pay = (name: keyof typeof kids, amount: number, date: string) => post('/api/finance/payments', { student_id: kids[name], amount, date, method: 'Cash' });
  const reverse = (entryId: number, date: string, reason: string) => post(`/api/finance/entries/${entryId}/reverse`, { date, reason });

  const receipts: Record<string, number> = {};
  await bill('2026-09');
  receipts.aminaSep = (await pay('Amina', 10_000, '2026-09-10')).receipt_no!;
  await pay('Esther', 4_000, '2026-09-12');
  await bill('2026-10');
  await pay('Amina', 5_000, '2026-10-05');
  receipts.chloeOct = (await pay('Chloe', 12_000, '2026-10-08')).receipt_no!;
  const bounced = await pay('Brian', 3_000, '2026-10-09');
  receipts.brianOct = bounced.receipt_no!;
  await reverse(bounced.entry_id, '2026-10-15', 'Check bounced');
  const [estherOct] = await readRows(
    db,
    v.object({ id: int8 }),
    sql`select e.id from journal_entries e join journal_lines l on l.entry_id = e.id
        where e.school_id = ${school} and e.reference = 'tuition:2026-10' and l.student_id = ${kids.Esther} limit 1`,
  );
  await reverse(Number(estherOct!.id), '2026-10-20', 'Left the school');
  await db.update(students).set({ status: 'Inactive' }).where(eq(students.id, kids.Esther));
  await post('/api/account/tran', { from_account_id: accounts['1000'], to_account_id: accounts['1010'], amount: 6_000, date: '2026-10-25' });
  await post('/api/finance/checks', {
    bank_account_id: accounts['1010'],
    number: '0001',
    payee: 'City Power',
    date: '2026-10-28',
    lines: [
      { account_id: accounts['5300'], amount: 1_500 },
      { account_id: accounts['5400'], amount: 500 },
    ],
  });
  await bill('2026-11');
  await pay('Brian', 20_000, '2026-11-03');

  const otherYear = await activeYear(t.ctx, t.schoolB.schoolId);
  const otherClass = await seedClass(t.ctx, t.schoolB.schoolId, 'Grade 4');
  await db.update(classes).set({ monthlyFee: 7_000 }).where(eq(classes.id, otherClass));
  const otherStudent = await seedStudent(t.ctx, t.schoolB.schoolId, { sectionId: await seedSection(t.ctx, t.schoolB.schoolId, otherYear.id, otherClass, 'A'), firstName: 'Zawadi' });
  await post('/api/finance/fees/generate', { month: '2026-10', class_ids: [otherClass] }, t.adminB);
  const otherChart = (await t.api.get('/api/finance/accounts?limit=500', { token: t.adminB })).body.data as Account[];
  return { kids, grades, sections, accounts, receipts, otherStudent, otherAccount: otherChart.find((a) => a.code === '1100')!.id };
}

/** `?from=…&to=…` for a report's URL. */
export const range = (from: string, to: string) => `from=${from}&to=${to}`;
export const OCTOBER = range('2026-10-01', '2026-10-31');
