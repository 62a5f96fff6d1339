import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { isOpen, leaveDays, type LeaveDay, type SchoolCalendar } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';

/**
 * Who is away on a school day, and for which half (ADR 046): approved leave only, counted by
 * the same `leaveDays` as balances and payroll, so a half first day leaves the morning to teach
 * and a half last day the afternoon.
 */
export interface OffDuty {
  employeeId: number;
  requestId: number;
  leaveType: string;
  /** The half of the day that is off; null: all of it. */
  half: LeaveDay['half'];
}

const leaveRow = v.object({
  id: v.number(),
  employee_id: v.number(),
  leave_type: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  half_first_day: v.boolean(),
  half_last_day: v.boolean(),
});

/** Approved leave that takes `day` off, for the whole school or for one employee. */
export async function offDuty(db: DbOrTx, schoolId: number, day: string, calendar: SchoolCalendar, employeeId?: number): Promise<OffDuty[]> {
  if (!isOpen(day, calendar)) return [];
  const rows = await readRows(
    db,
    leaveRow,
    sql`select lr.id::int, lr.employee_id::int, lt.name as leave_type, to_char(lr.start_date, 'YYYY-MM-DD') as start_date,
        to_char(lr.end_date, 'YYYY-MM-DD') as end_date, lr.half_first_day, lr.half_last_day
      from leave_requests lr join leave_types lt on lt.school_id = lr.school_id and lt.id = lr.leave_type_id
      where lr.school_id = ${schoolId} and lr.status = 'Approved' and lr.start_date <= ${day}::date and lr.end_date >= ${day}::date
        and ${employeeId === undefined ? sql`true` : sql`lr.employee_id = ${employeeId}`}
      order by lr.id`,
  );
  return rows.flatMap((r) => {
    // Only the day itself matters, so the span is cut to it; its first and last flags stay as they were.
    const span = { start_date: day, end_date: day, half_first_day: r.half_first_day && r.start_date === day, half_last_day: r.half_last_day && r.end_date === day };
    const off = leaveDays(span, calendar)[0];
    return off ? [{ employeeId: r.employee_id, requestId: r.id, leaveType: r.leave_type, half: off.half }] : [];
  });
}

/** The morning is every period that starts before midday. */
const MIDDAY = '12:00';

/** True when `off` takes the period starting at `startTime` (HH:MM). */
export const offInPeriod = (off: Pick<OffDuty, 'half'>, startTime: string) => off.half === null || (off.half === 'morning') === startTime < MIDDAY;

/** `off` as a FROM item `o` for SQL: `employee_id, request_id, leave_type, half`. */
export const offTable = (off: OffDuty[]): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(off.map((o) => ({ employee_id: o.employeeId, request_id: o.requestId, leave_type: o.leaveType, half: o.half })))}::jsonb)
    as o(employee_id bigint, request_id bigint, leave_type text, half text)`;

/** The SQL twin of `offInPeriod`, for an off row `o` and a period row `p`. */
export const offInPeriodSql = (o: string, p: string): SQL =>
  sql.raw(`(${o}.half is null or (${o}.half = 'morning') = (${p}.start_time < time '${MIDDAY}'))`);
