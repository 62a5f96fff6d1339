import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { can, PRIVILEGE_MODULES, type DashCharts, type Privilege } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { schoolToday, schoolTodaySql } from '../../people/public';
import { ledgerMonths, studentMonths } from '../../finance/public';
import { latestExamGrades } from '../../exams/public';
import { holder, type SessionRecord } from '../../../lib/session';
import { mySectionsSql } from './dash.service';

const weekRow = v.object({ week: v.string(), marked: int8, present: int8 });

/**
 * The last 8 weeks with registers of the active year, up to today, oldest first, for the
 * sections whose registers the dashboard counts (`mySectionsSql`); marks count by the office's
 * override where there is one, as today's card counts them. Weeks start on Monday (ISO, as
 * date_trunc). The weeks are chosen from the registers first, so only their marks are read: a
 * term's marks grouped by week and then cut to 8 took twice as long (87 ms against 45 on the
 * demo school in psql).
 */
async function attendanceWeeks(db: DbOrTx, user: SessionRecord): Promise<NonNullable<DashCharts['attendance']>> {
  const rows = await readRows(
    db,
    weekRow,
    sql`with sheets as (
        select sh.id, date_trunc('week', sh.date::timestamp)::date as week
        from attendance_sheets sh join academic_years y on y.id = ${user.academicId ?? 0} and y.school_id = sh.school_id
        where sh.school_id = ${user.schoolId} and sh.section_id in (${mySectionsSql(user)})
          and sh.date between y.start_date and least(y.end_date, ${schoolTodaySql(user)})),
      weeks as (select distinct week from sheets order by week desc limit 8)
      select to_char(k.week, 'YYYY-MM-DD') as week, count(*) as marked,
        count(*) filter (where coalesce(m.override_code_id, m.code_id) in (select id from attendance_codes where counts = 'present')) as present
      from sheets k join attendance_marks m on m.sheet_id = k.id and m.school_id = ${user.schoolId}
      where k.week in (select week from weeks)
      group by k.week order by k.week`,
  );
  return rows.map((r) => ({ week: r.week, marked: Number(r.marked), present: Number(r.present) }));
}

/** The first day of the month `back` months before today's (YYYY-MM-DD). */
const monthStart = (today: string, back: number) => {
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1));
  return d.toISOString().slice(0, 10);
};

/**
 * GET /dash/charts (issue 31): each chart only for the privilege that reads its report, and
 * within the same scope, so a chart never shows what its report would not. The money charts
 * cover this month and the five before it, to today.
 */
export async function dashCharts(db: DbOrTx, user: SessionRecord): Promise<DashCharts> {
  const may = (p: Privilege) => can(holder(user), p);
  const fees = may('fee-student-report');
  const ledger = may('income-statement');
  const today = fees || ledger ? await schoolToday(db, user) : '';
  const period = { from: monthStart(today, 5), to: today };
  // Side by side: on PostgreSQL each takes a pooled connection of its own.
  const [attendance, feeMonths, ledgerMonthsOf, marks] = await Promise.all([
    PRIVILEGE_MODULES.Attendance.some(may) ? attendanceWeeks(db, user) : null,
    fees ? studentMonths(db, user, period) : null,
    ledger ? ledgerMonths(db, user, period) : null,
    may('exam-subject-report') ? latestExamGrades(db, user) : null,
  ]);
  return { attendance, fees: feeMonths, ledger: ledgerMonthsOf, marks };
}
