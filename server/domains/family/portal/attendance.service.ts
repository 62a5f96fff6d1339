import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { roundTo, type FamilyAttendance } from '@contract';
import { readRows, type Db } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';
import { attendanceTotals, noTotals } from '../../attendance/public';
import { schoolToday } from '../../people/public';
import { childMarks, dayMark, schoolCalendar } from './attendance-days';

const yearRow = v.object({ name: v.string(), start_date: v.string(), end_date: v.string() });

/** The school's active academic year, if it has one. */
export async function activeYearOf(db: Db, schoolId: number) {
  const [year] = await readRows(
    db,
    yearRow,
    sql`select name, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
      from academic_years where school_id = ${schoolId} and active order by id desc limit 1`,
  );
  return year ?? null;
}

/** The last day of a `YYYY-MM` month. */
function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/**
 * `GET /family/attendance`: the child's month as a calendar (every day, open or why not, and
 * the mark), and the rate over the active academic year to date, counted as the staff student
 * page counts it (the attendance domain's totals: the override when there is one).
 */
export async function familyAttendance(db: Db, viewer: FamilyViewer, studentId: number, month?: string): Promise<FamilyAttendance> {
  const today = await schoolToday(db, viewer);
  const shown = month ?? today.slice(0, 7);
  const from = `${shown}-01`;
  const to = monthEnd(shown);
  const [calendar, marks, year] = await Promise.all([
    schoolCalendar(db, viewer.schoolId, from, to),
    childMarks(db, viewer.schoolId, studentId, from, to),
    activeYearOf(db, viewer.schoolId),
  ]);

  const period = year
    ? { name: year.name, from: year.start_date, to: today < year.start_date ? year.start_date : today > year.end_date ? year.end_date : today }
    : { name: 'This year', from: today, to: today };
  const totals = year ? ((await attendanceTotals(db, viewer.schoolId, [studentId], period.from, period.to)).get(studentId) ?? noTotals()) : noTotals();

  const days = calendar.map((d) => ({ ...d, mark: dayMark(marks.get(d.date)) }));
  const sorted = [...marks.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    month: shown,
    days,
    period,
    totals,
    rate: totals.marked ? roundTo((totals.present * 100) / totals.marked, 1) : null,
    absent_days: sorted.filter(([, m]) => m.counts !== 'present').map(([date]) => date),
    late_days: sorted.filter(([, m]) => m.late).map(([date]) => date),
  };
}
