import { and, desc, eq, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  formatMoney, monthLabel, PAYSLIP_ITEM_KINDS, RECOVERY_KINDS, type Page, type PayrollGenerated, type PayrollRun, type PayrollRunRow, type PayrollTotals,
  type PayslipItemKind, type RunState,
} from '@contract';
import { readRows, type Db, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { payrollRuns, payslips, recoveryInstalments, users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import { allOf, offsetOf, orderOf, searchOf, toPage, totalRows, type ListArgs } from '../../../lib/listing';
import { lockSchool } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';
import { slipsOf } from './payslips.service';
import { applyFloor, daysInMonth, daysWorked, proratedGross, unpaidLeaveAmount, type FloorLine } from './run-compute';
import { isClaimed } from './schedule';
import { unpaidLeaveApprovedSince, unpaidLeaveInMonth } from '../../leave/public';
import { bulkInsert } from '../../../lib/bulk-insert';
import { dayName } from '../../../lib/days';

/** '2026-10-04' or '2026-10' → 'Oct 2026'. */
export const shortMonth = (date: string) => monthLabel(date, true);

/** The first and last day of a `YYYY-MM` month. */
export function monthBounds(month: string) {
  return { first: `${month}-01`, last: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` };
}

/** left_on only for one who has left. */
const employeeRow = v.object({ id: int8, base_salary: int8, hire_date: v.string(), left_on: v.nullable(v.string()) });

const instalmentRow = v.object({
  employee_id: int8,
  recovery_id: int8,
  instalment_id: int8,
  kind: v.picklist(RECOVERY_KINDS),
  paid_on: v.string(),
  amount: int8,
  position: int8,
  count: int8,
});
type InstalmentRow = v.InferOutput<typeof instalmentRow>;

const deductionRow = v.object({ id: int8, employee_id: int8, amount: int8, reason: v.string() });
type DeductionRow = v.InferOutput<typeof deductionRow>;

/** A run's slips summed, and its lines summed by kind. */
const runSlipsRow = v.object({ run_id: int8, employees: int8, gross: int8, unpaid_leave: int8, net: int8, paid: int8 });
const runItemsRow = v.object({ run_id: int8, kind: v.picklist(PAYSLIP_ITEM_KINDS), amount: int8 });

interface Line extends FloorLine {
  label: string;
  instalmentId: number | null;
}

/**
 * Who is paid in the month: active employees hired by its last day, and those who left during
 * it (their last working day in the month or after), with a salary to pay.
 */
function paidEmployees(db: DbOrTx, schoolId: number, first: string, last: string) {
  return readRows(
    db,
    employeeRow,
    sql`select e.id, e.base_salary, e.hire_date::text as hire_date, case when e.status = 'Inactive' then e.left_on::text end as left_on
        from employees e
        where e.school_id = ${schoolId} and e.base_salary > 0 and e.hire_date <= ${last}::date
          and (e.status = 'Active' or (e.status = 'Inactive' and e.left_on >= ${first}::date))`,
  );
}

/**
 * Per recovery paid out by the month's end, the earliest instalment planned for the month or
 * before that no live payslip line holds: one per recovery, so a month missed is recovered
 * later, never doubled. Its place in the schedule names the line ('Staff loan 3 of 10').
 */
function dueInstalments(db: DbOrTx, schoolId: number, first: string, last: string) {
  return readRows(
    db,
    instalmentRow,
    sql`select c.employee_id, c.recovery_id, c.instalment_id, c.kind, c.paid_on, c.amount,
          (select count(*) from recovery_instalments x where x.recovery_id = c.recovery_id and (x.month, x.seq) <= (c.month, c.seq)) as position,
          (select count(*) from recovery_instalments x where x.recovery_id = c.recovery_id) as count
        from (
          select distinct on (${recoveryInstalments.recoveryId}) r.employee_id, ${recoveryInstalments.recoveryId} as recovery_id,
            ${recoveryInstalments.id} as instalment_id, r.kind, r.paid_on::text as paid_on, ${recoveryInstalments.amount} as amount,
            ${recoveryInstalments.month} as month, ${recoveryInstalments.seq} as seq
          from ${recoveryInstalments} join recoveries r on r.id = ${recoveryInstalments.recoveryId}
          where ${recoveryInstalments.schoolId} = ${schoolId} and ${recoveryInstalments.month} <= ${first}::date
            and r.school_id = ${schoolId} and r.paid_on <= ${last}::date and not ${isClaimed}
          order by ${recoveryInstalments.recoveryId}, ${recoveryInstalments.month}, ${recoveryInstalments.seq}
        ) c`,
  );
}

function dueDeductions(db: DbOrTx, schoolId: number, first: string) {
  return readRows(
    db,
    deductionRow,
    sql`select d.id, d.employee_id, d.amount, d.reason from deductions d
        where d.school_id = ${schoolId} and d.status = 'Active' and d.from_month <= ${first}::date and d.to_month >= ${first}::date`,
  );
}

function instalmentLabel(row: InstalmentRow): string {
  const [position, count] = [Number(row.position), Number(row.count)];
  if (row.kind === 'loan') return `Staff loan ${position} of ${count}`;
  return `Salary advance (${shortMonth(row.paid_on)})${count > 1 ? `, ${position} of ${count}` : ''}`;
}

const KIND_ORDER: Record<PayslipItemKind, number> = { advance: 0, loan: 1, deduction: 2 };

/** Each employee's lines in the slip's order: advances, loans, deductions. */
function linesByEmployee(instalments: InstalmentRow[], deductions: DeductionRow[]): Map<number, Line[]> {
  const lines = new Map<number, Line[]>();
  const add = (employeeId: number, line: Line) => lines.set(employeeId, [...(lines.get(employeeId) ?? []), line]);
  for (const row of instalments) {
    add(Number(row.employee_id), {
      kind: row.kind,
      amount: Number(row.amount),
      deferred: 0,
      paidOn: row.paid_on,
      recoveryId: Number(row.recovery_id),
      instalmentId: Number(row.instalment_id),
      label: instalmentLabel(row),
    });
  }
  for (const row of deductions) {
    add(Number(row.employee_id), { kind: 'deduction', amount: Number(row.amount), deferred: 0, deductionId: Number(row.id), instalmentId: null, label: row.reason });
  }
  for (const list of lines.values()) {
    list.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.paidOn ?? '').localeCompare(b.paidOn ?? '') || (a.recoveryId ?? 0) - (b.recoveryId ?? 0) || (a.deductionId ?? 0) - (b.deductionId ?? 0));
  }
  return lines;
}

/**
 * Computes and writes the month's slips into run `runId`: a few SELECTs for the figures, the
 * arithmetic here, then the slips and their lines in batches. Returns what the message needs.
 */
async function writeSlips(tx: DbOrTx, schoolId: number, runId: number, month: string) {
  const { first, last } = monthBounds(month);
  const inMonth = daysInMonth(month);
  const [employees, instalments, deductions, leave] = [
    await paidEmployees(tx, schoolId, first, last),
    await dueInstalments(tx, schoolId, first, last),
    await dueDeductions(tx, schoolId, first),
    await unpaidLeaveInMonth(tx, schoolId, month),
  ];
  const lines = linesByEmployee(instalments, deductions);
  // A day of unpaid leave is a share of the month's school days, or a 30th (the school's setting).
  const perMonth = leave.basis === 'thirty' ? 30 : leave.schoolDays;
  const slips = employees
    .map((e) => {
      const worked = daysWorked(month, e.hire_date, e.left_on);
      const earned = proratedGross(Number(e.base_salary), worked, inMonth);
      const unpaidDays = leave.days.get(Number(e.id)) ?? 0;
      const unpaidAmount = unpaidLeaveAmount(Number(e.base_salary), unpaidDays, perMonth, earned);
      const gross = earned - unpaidAmount;
      const floor = applyFloor(gross, lines.get(Number(e.id)) ?? []);
      return { employeeId: Number(e.id), baseSalary: Number(e.base_salary), daysWorked: worked, unpaidDays, unpaidAmount, gross, net: floor.net, lines: floor.lines, cut: floor.shortfall > 0 };
    })
    .filter((s) => s.daysWorked > 0);
  const written = await bulkInsert<{ id: number; employee_id: number }>(
    tx,
    'payslips',
    {
      school_id: 'bigint', run_id: 'bigint', employee_id: 'bigint', base_salary: 'bigint', days_worked: 'int', days_in_month: 'int',
      unpaid_days: 'numeric', unpaid_amount: 'bigint', gross: 'bigint', net: 'bigint',
    },
    slips.map((s) => ({
      school_id: schoolId, run_id: runId, employee_id: s.employeeId, base_salary: s.baseSalary, days_worked: s.daysWorked, days_in_month: inMonth,
      unpaid_days: s.unpaidDays, unpaid_amount: s.unpaidAmount, gross: s.gross, net: s.net,
    })),
    'id, employee_id',
  );
  const ids = new Map(written.map((row) => [Number(row.employee_id), Number(row.id)]));
  const items = slips.flatMap((s) =>
    s.lines.map((l) => ({
      school_id: schoolId,
      payslip_id: ids.get(s.employeeId)!,
      kind: l.kind,
      recovery_id: l.recoveryId ?? null,
      instalment_id: l.instalmentId,
      deduction_id: l.deductionId ?? null,
      label: l.label,
      amount: l.amount,
      deferred: l.deferred,
    })),
  );
  // Slip order (advances, loans, deductions) is id order: the rows go in as listed.
  await bulkInsert(
    tx,
    'payslip_items',
    { school_id: 'bigint', payslip_id: 'bigint', kind: 'text', recovery_id: 'bigint', instalment_id: 'bigint', deduction_id: 'bigint', label: 'text', amount: 'bigint', deferred: 'bigint' },
    items,
  );
  return { employees: slips.length, net: slips.reduce((sum, s) => sum + s.net, 0), cut: slips.filter((s) => s.cut).length };
}

/** The month's run that is not cancelled, locked for the caller's transaction. */
async function liveRun(tx: DbOrTx, schoolId: number, first: string) {
  const [run] = await tx
    .select({ id: payrollRuns.id, status: payrollRuns.status })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.schoolId, schoolId), eq(payrollRuns.month, first), ne(payrollRuns.status, 'Cancelled')))
    .for('update');
  return run;
}

/**
 * `generate-payroll`: makes the month's run, or remakes a pending one in place (its slips are
 * replaced, so what it held is free to be taken again). Runs of one school take turns on the
 * school row, so two generates of a month at once make one run.
 */
export async function generatePayroll(db: Db, actor: Actor, month: string): Promise<PayrollGenerated> {
  const { first } = monthBounds(month);
  const name = monthLabel(first);
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const existing = await liveRun(tx, actor.schoolId, first);
    if (existing && existing.status !== 'Pending') throw conflict('month', `${name} payroll is already approved.`);
    let runId: number;
    if (existing) {
      runId = existing.id;
      await tx.delete(payslips).where(and(eq(payslips.schoolId, actor.schoolId), eq(payslips.runId, runId)));
      await tx.update(payrollRuns).set({ generatedAt: sql`now()`, generatedBy: actor.id }).where(eq(payrollRuns.id, runId));
    } else {
      const [row] = await tx.insert(payrollRuns).values({ schoolId: actor.schoolId, month: first, generatedBy: actor.id }).returning({ id: payrollRuns.id });
      runId = row!.id;
    }
    const made = await writeSlips(tx, actor.schoolId, runId, month);
    await audit(tx, actor, { action: existing ? 'regenerate' : 'generate', entity: 'payroll-run', ids: [runId], detail: { month, employees: made.employees, net: made.net } });
    const people = `${made.employees} ${made.employees === 1 ? 'employee' : 'employees'}`;
    const floor = made.cut > 0 ? ` Net pay would go below zero for ${made.cut} of them: see the warnings before approving.` : '';
    return { message: `${name} payroll ${existing ? 'regenerated' : 'generated'}: ${people}, net pay ${formatMoney(made.net, actor.currency)}.${floor}`, id: runId };
  });
}

const monthText = sql<string>`to_char(${payrollRuns.month}, 'YYYY-MM')`;
const runColumns = {
  id: payrollRuns.id,
  month: monthText,
  status: sql<RunState>`${payrollRuns.status}`,
  generated_at: payrollRuns.generatedAt,
};

const noTotals = (): PayrollTotals => ({ employees: 0, gross: 0, unpaid_leave: 0, advances: 0, loans: 0, deductions: 0, net: 0, paid: 0 });

/** Each run's totals: two aggregates over its slips and their lines. */
async function totalsOf(db: DbOrTx, schoolId: number, runIds: number[]): Promise<Map<number, PayrollTotals>> {
  const totals = new Map(runIds.map((id) => [id, noTotals()]));
  if (runIds.length === 0) return totals;
  const ids = sql.join(runIds.map((id) => sql`${id}`), sql`, `);
  const [slips, items] = [
    await readRows(
      db,
      runSlipsRow,
      sql`select p.run_id, count(*) as employees, sum(p.gross) as gross, sum(p.unpaid_amount) as unpaid_leave, sum(p.net) as net,
            coalesce(sum(p.net) filter (where p.paid_entry_id is not null), 0) as paid
          from payslips p where p.school_id = ${schoolId} and p.run_id in (${ids}) group by p.run_id`,
    ),
    await readRows(
      db,
      runItemsRow,
      sql`select p.run_id, i.kind, sum(i.amount) as amount
          from payslip_items i join payslips p on p.id = i.payslip_id
          where p.school_id = ${schoolId} and p.run_id in (${ids}) group by p.run_id, i.kind`,
    ),
  ];
  for (const row of slips) {
    Object.assign(totals.get(Number(row.run_id))!, {
      employees: Number(row.employees),
      gross: Number(row.gross),
      unpaid_leave: Number(row.unpaid_leave),
      net: Number(row.net),
      paid: Number(row.paid),
    });
  }
  const field = { advance: 'advances', loan: 'loans', deduction: 'deductions' } as const;
  for (const row of items) totals.get(Number(row.run_id))![field[row.kind]] = Number(row.amount);
  return totals;
}

export interface RunListArgs extends ListArgs {
  status?: RunState;
}

/** The school's runs, newest month first unless another order is asked for. */
export async function listRuns(db: DbOrTx, user: SessionRecord, args: RunListArgs): Promise<Page<PayrollRunRow>> {
  const rows = await db
    .select({ ...runColumns, total: totalRows })
    .from(payrollRuns)
    .where(allOf(eq(payrollRuns.schoolId, user.schoolId), args.status ? eq(payrollRuns.status, args.status) : undefined, searchOf(args.search, [monthText, payrollRuns.status])))
    .orderBy(...(args.sort ? orderOf(args, { month: payrollRuns.month, status: payrollRuns.status }, payrollRuns.month, payrollRuns.id) : [desc(payrollRuns.month), desc(payrollRuns.id)]))
    .limit(args.limit)
    .offset(offsetOf(args));
  const totals = await totalsOf(db, user.schoolId, rows.map((r) => r.id));
  const page = toPage(rows, args);
  return { ...page, data: page.data.map((r) => ({ ...r, generated_at: r.generated_at.toISOString(), ...totals.get(r.id)! })) };
}

/** `GET /monthly_payroll/{id}`: the run, its totals, its slips and the floor's warnings; 404 for another school's. */
export async function getRun(db: DbOrTx, user: SessionRecord, id: number): Promise<PayrollRun> {
  const [run] = await db
    .select({
      ...runColumns,
      version: payrollRuns.version,
      generated_by: users.fullname,
      entry_id: payrollRuns.entryId,
      approved_on: sql<string | null>`(select je.entry_date::text from journal_entries je where je.id = ${payrollRuns.entryId} and je.school_id = ${payrollRuns.schoolId})`,
      cancel_entry_id: payrollRuns.cancelEntryId,
      cancel_reason: payrollRuns.cancelReason,
    })
    .from(payrollRuns)
    .leftJoin(users, eq(users.id, payrollRuns.generatedBy))
    .where(and(eq(payrollRuns.id, id), eq(payrollRuns.schoolId, user.schoolId)));
  if (!run) throw notFound('Payroll run');
  const [{ payslips: slips, warnings }, totals] = [await slipsOf(db, user.schoolId, run), await totalsOf(db, user.schoolId, [id])];
  const outOfDate = await staleByLeave(db, user, run);
  return { ...run, generated_at: run.generated_at.toISOString(), ...totals.get(id)!, out_of_date: outOfDate, warnings, payslips: slips };
}

/** The calendar day of `at` in the school's time zone ("3 Dec 2026"). */
function schoolDay(at: Date, timeZone: string): string {
  let day: string;
  try {
    day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(at);
  } catch {
    day = at.toISOString().slice(0, 10);
  }
  return dayName(day);
}

/**
 * What a run made before unpaid leave of its month was approved should say (issue 35): a
 * pending one is regenerated; an approved one has posted pay without it, so the leave needs
 * a deduction, or the run cancelled and made again. Paid and cancelled runs are history.
 */
async function staleByLeave(db: DbOrTx, user: SessionRecord, run: { month: string; status: RunState; generated_at: Date }): Promise<string | null> {
  if (run.status !== 'Pending' && run.status !== 'Approved') return null;
  if (!(await unpaidLeaveApprovedSince(db, user.schoolId, run.month, run.generated_at))) return null;
  const lead = `Leave without pay was approved after this payroll was generated on ${schoolDay(run.generated_at, user.timeZone)}`;
  if (run.status === 'Pending') return `${lead}: regenerate it to take it into account.`;
  return `${lead}: the approved run does not include it, so the leave needs a deduction, or the run cancelled and generated again.`;
}
