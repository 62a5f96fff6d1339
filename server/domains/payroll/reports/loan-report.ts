import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { RECOVERY_KINDS, RUN_STATES, type Instalment, type InstalmentState, type LoanReport, type RecoveryDetail, type RecoveryKind, type RecoveryState } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int4, int8 } from '../../../db/row-fields';

/** Sums of bigint columns arrive as strings (numeric); minor units fit a safe integer. */
export const minor = (value: unknown) => Number(value ?? 0);

/** Runs whose slips count as paid out: their lines are recovered, their deductions taken. */
export const POSTED = sql`('Approved', 'Paid')`;

/** `YYYY-MM` as the first day of that month, for comparing with the tables' month columns. */
export const firstDay = (month: string) => sql`${`${month}-01`}::date`;

export interface RecoveryFilter {
  kind?: RecoveryKind;
  status?: RecoveryState;
  employee_id?: number;
}

const recoveryRow = v.object({
  id: int8,
  version: int4,
  kind: v.picklist(RECOVERY_KINDS),
  employee_id: int8,
  employee_name: v.string(),
  employee_number: v.string(),
  paid_on: v.string(),
  amount: int8,
  instalment: int8,
  reason: v.string(),
  account_id: int8,
  account_name: v.string(),
  entry_id: int8,
  recovered: int8,
});

/** run_status and run_id are null while no run holds the instalment. */
const instalmentRow = v.object({
  id: int8,
  recovery_id: int8,
  seq: int4,
  month: v.string(),
  amount: int8,
  run_status: v.nullable(v.picklist(RUN_STATES)),
  run_id: v.nullable(int8),
});

function scope(schoolId: number, filter: RecoveryFilter): SQL {
  // A reversed brought-forward balance was never owed: the reports leave it out.
  const parts = [sql`r.school_id = ${schoolId}`, sql`not exists (select 1 from journal_entries j where j.school_id = r.school_id and j.reverses_id = r.entry_id)`];
  if (filter.kind) parts.push(sql`r.kind = ${filter.kind}`);
  if (filter.employee_id) parts.push(sql`r.employee_id = ${filter.employee_id}`);
  return sql.join(parts, sql` and `);
}

/**
 * Every advance and loan that matches, each with its schedule, in two queries: the recoveries
 * with what approved payroll took of them, then all their instalments with the run that holds
 * each. What is recovered is read from live payslip lines of approved or paid runs, never stored.
 */
export async function recoveriesWithSchedules(db: DbOrTx, schoolId: number, filter: RecoveryFilter): Promise<RecoveryDetail[]> {
  const repaid = filter.status === undefined ? sql`true` : filter.status === 'Repaid' ? sql`x.recovered >= x.amount` : sql`x.recovered < x.amount`;
  const recoveries = await readRows(
    db,
    recoveryRow,
    sql`select x.* from (
          select r.id, r.version, r.kind, r.employee_id, e.first_name || ' ' || e.last_name as employee_name, e.number as employee_number,
            to_char(r.paid_on, 'YYYY-MM-DD') as paid_on, r.amount, r.instalment, r.reason, r.account_id, a.name as account_name, r.entry_id,
            coalesce(taken.recovered, 0) as recovered
          from recoveries r
          join employees e on e.id = r.employee_id and e.school_id = r.school_id
          join accounts a on a.id = r.account_id and a.school_id = r.school_id
          left join lateral (
            select sum(pi.amount) as recovered
            from payslip_items pi
            join payslips p on p.id = pi.payslip_id and p.school_id = pi.school_id
            join payroll_runs pr on pr.id = p.run_id and pr.school_id = p.school_id
            where pi.recovery_id = r.id and pi.school_id = r.school_id and not pi.released and pr.status in ${POSTED}
          ) taken on true
          where ${scope(schoolId, filter)}
        ) x
        where ${repaid}
        order by x.paid_on, x.id`,
  );
  if (recoveries.length === 0) return [];
  // The same scope again (not a list of ids), so a school's whole book is still one query.
  const instalments = await readRows(
    db,
    instalmentRow,
    sql`select i.id, i.recovery_id, i.seq, to_char(i.month, 'YYYY-MM') as month, i.amount, held.status as run_status, held.run_id
        from recoveries r
        join recovery_instalments i on i.recovery_id = r.id and i.school_id = r.school_id
        left join lateral (
          select pr.status, pr.id as run_id
          from payslip_items pi
          join payslips p on p.id = pi.payslip_id and p.school_id = pi.school_id
          join payroll_runs pr on pr.id = p.run_id and pr.school_id = p.school_id
          where pi.instalment_id = i.id and pi.school_id = i.school_id and not pi.released and pi.amount > 0 and pr.status <> 'Cancelled'
          limit 1
        ) held on true
        where ${scope(schoolId, filter)}
        order by i.recovery_id, i.month, i.seq`,
  );
  const schedules = new Map<number, Instalment[]>();
  for (const i of instalments) {
    const state: InstalmentState = i.run_status === 'Pending' ? 'Pending' : i.run_status ? 'Recovered' : 'Planned';
    const list = schedules.get(minor(i.recovery_id)) ?? [];
    list.push({ id: minor(i.id), seq: minor(i.seq), month: i.month, amount: minor(i.amount), status: state, run_id: i.run_id === null ? null : minor(i.run_id) });
    schedules.set(minor(i.recovery_id), list);
  }
  return recoveries.map((r) => {
    const schedule = schedules.get(minor(r.id)) ?? [];
    const amount = minor(r.amount);
    const recovered = minor(r.recovered);
    const remaining = amount - recovered;
    return {
      id: minor(r.id),
      version: minor(r.version),
      kind: r.kind,
      employee_id: minor(r.employee_id),
      employee_name: r.employee_name,
      employee_number: r.employee_number,
      paid_on: r.paid_on,
      amount,
      instalment: minor(r.instalment),
      reason: r.reason,
      account_id: minor(r.account_id),
      account_name: r.account_name,
      entry_id: minor(r.entry_id),
      recovered,
      remaining,
      next_month: schedule.find((i) => i.status !== 'Recovered')?.month ?? null,
      last_month: schedule.at(-1)?.month ?? null,
      status: remaining <= 0 ? 'Repaid' : 'Active',
      schedule,
    };
  });
}

/** `loan-report`: every advance and loan with principal, recovered, remaining and schedule. */
export async function loanReport(db: DbOrTx, schoolId: number, filter: RecoveryFilter): Promise<LoanReport> {
  const rows = await recoveriesWithSchedules(db, schoolId, filter);
  const total = { amount: 0, recovered: 0, remaining: 0 };
  for (const r of rows) {
    total.amount += r.amount;
    total.recovered += r.recovered;
    total.remaining += r.remaining;
  }
  return { rows, total };
}
