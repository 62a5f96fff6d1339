import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { countDays, leaveDays, schoolDaysBetween } from '@contract';
import { readRows, type DbOrTx } from '../../db/client';
import { int8 } from '../../db/row-fields';
import { schoolCalendar } from './calendar';

/**
 * What payroll reads of leave (issue 35, ADR 046): each employee's approved unpaid days in a
 * month, what a day is priced against, and whether unpaid leave was approved after a run was
 * made. Leave owns the counting, so a payslip and a balance never count a day differently.
 */

export type UnpaidDayBasis = 'school-days' | 'thirty';

export interface UnpaidLeaveMonth {
  /** How a day is priced: a share of `schoolDays`, or a 30th of the base. */
  basis: UnpaidDayBasis;
  /** The month's school days (weekdays the school opens, less holidays). */
  schoolDays: number;
  /** Employee id → approved unpaid days in the month while employed (halves count ½); only those with some. */
  days: Map<number, number>;
}

const requestRow = v.object({
  employee_id: int8,
  start_date: v.string(),
  end_date: v.string(),
  half_first_day: v.boolean(),
  half_last_day: v.boolean(),
  /** The employee's first day, and last for one who has left. */
  hire_date: v.string(),
  left_on: v.nullable(v.string()),
});

const basisRow = v.object({ unpaid_day_basis: v.picklist(['school-days', 'thirty'] as const) });
const approvedRow = v.object({ found: v.boolean() });

function monthEnds(month: string) {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

/** Requests of the school's unpaid types whose span touches `first`..`last`. */
const unpaidTouching = (schoolId: number, first: string, last: string) =>
  sql`lr.school_id = ${schoolId} and lr.start_date <= ${last}::date and lr.end_date >= ${first}::date
      and exists (select 1 from leave_types lt where lt.id = lr.leave_type_id and lt.school_id = lr.school_id and not lt.paid)`;

/**
 * School `schoolId`'s approved unpaid leave in `month` (`YYYY-MM`), per employee: the span's
 * school days (halves as ½) that fall in the month and within the employee's employment. A
 * request across two months counts in each the days that fall there.
 */
export async function unpaidLeaveInMonth(db: DbOrTx, schoolId: number, month: string): Promise<UnpaidLeaveMonth> {
  const { first, last } = monthEnds(month);
  const requests = await readRows(
    db,
    requestRow,
    sql`select lr.employee_id, lr.start_date::text as start_date, lr.end_date::text as end_date, lr.half_first_day, lr.half_last_day,
          e.hire_date::text as hire_date, case when e.status = 'Inactive' then e.left_on::text end as left_on
        from leave_requests lr join employees e on e.id = lr.employee_id and e.school_id = lr.school_id
        where ${unpaidTouching(schoolId, first, last)} and lr.status = 'Approved'`,
  );
  const [settings] = await readRows(db, basisRow, sql`select ls.unpaid_day_basis from leave_settings ls where ls.school_id = ${schoolId}`);
  const calendar = await schoolCalendar(db, schoolId, first, last);
  const days = new Map<number, number>();
  for (const r of requests) {
    // Leave is counted only while employed: before the hire date or after leaving there is no pay to reduce.
    const from = r.hire_date > first ? r.hire_date : first;
    const to = r.left_on !== null && r.left_on < last ? r.left_on : last;
    const counted = countDays(leaveDays(r, calendar), from, to);
    if (counted > 0) days.set(Number(r.employee_id), (days.get(Number(r.employee_id)) ?? 0) + counted);
  }
  return { basis: settings?.unpaid_day_basis ?? 'school-days', schoolDays: schoolDaysBetween(first, last, calendar), days };
}

/**
 * Whether unpaid leave touching `month` was approved after `since` (a run's generated_at): the
 * run was made without it. A request approved and cancelled since counts too, since the run
 * was made while it stood, or before it was ever approved, and may not match what is now.
 */
export async function unpaidLeaveApprovedSince(db: DbOrTx, schoolId: number, month: string, since: Date | string): Promise<boolean> {
  const { first, last } = monthEnds(month);
  const stamp = since instanceof Date ? since.toISOString() : since;
  const [row] = await readRows(
    db,
    approvedRow,
    sql`select exists (select 1 from leave_requests lr where ${unpaidTouching(schoolId, first, last)} and lr.approved_at > ${stamp}::timestamptz) as found`,
  );
  return row?.found ?? false;
}
