import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER, type PayrollGenerated } from '@contract';
import { employees } from '../../../db/schema';
import type { TwoSchools } from '../../../test/schools';

/**
 * One school's payroll for the report tests, made through the API as a bursar makes it:
 *
 *   Tina (teacher, 1,000.00), Tom (teacher, 800.00), Sam (staff, 500.00); Zed works at school B.
 *   Aug 3  Tom's advance of 200.00, recovered in 2 instalments from August.
 *          Sam's loan of 300.00 at 100.00 a month from August.
 *          Tina's deduction of 50.00 a month, August to September.
 *   Aug    run approved and paid to everyone (31st).
 *   Sep    run approved; only Tina is paid (30th).
 *   Oct    run approved, then cancelled (reversed, its lines released); generated again and
 *          left Pending.
 *
 * So the advance is repaid, the loan has 100.00 left (its October instalment Pending), and
 * only August and September count in the payroll report.
 */
export interface Payroll {
  staff: Record<'Tina' | 'Tom' | 'Sam', number>;
  other: number;
  advance: number;
  loan: number;
  deduction: number;
  runs: Record<'aug' | 'sep' | 'octCancelled' | 'oct', number>;
}

let keyNo = 0;
const newKey = () => `payroll-reports-${++keyNo}-${Date.now()}`;

async function hire(t: TwoSchools, schoolId: number, firstName: string, type: 'teacher' | 'staff', baseSalary: number) {
  const [row] = await t.ctx.database.db
    .insert(employees)
    .values({ schoolId, number: `E-${firstName}`, firstName, lastName: 'Otieno', gender: 'Female', jobTitle: type === 'teacher' ? 'Teacher' : 'Bursar', type, hireDate: '2020-01-01', baseSalary })
    .returning({ id: employees.id });
  return row!.id;
}

async function post<T = { id: number; entry_id: number }>(t: TwoSchools, path: string, body: Record<string, unknown>) {
  const res = await t.api.post(`/api${path}`, { token: t.adminA, headers: { [IDEMPOTENCY_HEADER]: newKey() }, body });
  expect([200, 201], `${path} ${JSON.stringify(res.body)}`).toContain(res.status);
  return res.body as T;
}

export async function buildPayroll(t: TwoSchools): Promise<Payroll> {
  const schoolId = t.schoolA.schoolId;
  const staff = { Tina: await hire(t, schoolId, 'Tina', 'teacher', 100_000), Tom: await hire(t, schoolId, 'Tom', 'teacher', 80_000), Sam: await hire(t, schoolId, 'Sam', 'staff', 50_000) };
  const other = await hire(t, t.schoolB.schoolId, 'Zed', 'teacher', 90_000);
  const advance = await post(t, '/employees/advances', { employee_id: staff.Tom, date: '2026-08-03', amount: 20_000, reason: 'School fees', instalments: 2, first_month: '2026-08' });
  const loan = await post(t, '/employees/loans', { employee_id: staff.Sam, date: '2026-08-03', amount: 30_000, instalment: 10_000, reason: 'Motorbike', first_month: '2026-08' });
  const deduction = await post(t, '/employees/deductions', { employee_id: staff.Tina, amount: 5_000, reason: 'Union dues', from_month: '2026-08', to_month: '2026-09' });

  const generate = async (month: string) => (await post<PayrollGenerated>(t, '/monthly_payroll', { month })).id;
  const approve = async (month: string) => {
    const id = await generate(month);
    await post(t, `/monthly_payroll/${id}/approve`, {});
    return id;
  };
  const pay = (id: number, date: string, employeeIds: number[] = []) => post(t, `/monthly_payroll/${id}/pay`, { date, employee_ids: employeeIds });

  const aug = await approve('2026-08');
  await pay(aug, '2026-08-31');
  const sep = await approve('2026-09');
  await pay(sep, '2026-09-30', [staff.Tina]);
  const octCancelled = await approve('2026-10');
  await post(t, `/monthly_payroll/${octCancelled}/cancel`, { date: '2026-10-31', reason: 'Wrong salaries' });
  const oct = await generate('2026-10');
  return { staff, other, advance: advance.id, loan: loan.id, deduction: deduction.id, runs: { aug, sep, octCancelled, oct } };
}
