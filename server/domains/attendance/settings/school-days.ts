import { sql, type SQL } from 'drizzle-orm';
import { WEEKDAY_NAMES, weekdayOf, type SchoolDay, type Weekday } from '@contract';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../../db/client';
import { dayName } from '../../../lib/days';

/**
 * When a school is open (issue 14, ADR 025), written once for the register, the grid, the
 * reports and the dashboard: a day is a school day when it falls within the academic year, on
 * one of the school's weekdays (attendance_settings.school_days) and in none of its holidays.
 */

/** SQL: `day` (a date expression) is one of school `schoolId`'s weekdays and not a holiday. */
export function isSchoolDaySql(schoolId: number | SQL, day: SQL): SQL {
  return sql`(extract(isodow from ${day})::smallint = any(
      (select ats.school_days from attendance_settings ats where ats.school_id = ${schoolId})::smallint[])
    and not exists (select 1 from holidays hol
      where hol.school_id = ${schoolId} and ${day} between hol.start_date and hol.end_date))`;
}

interface YearDates {
  name: string;
  start_date: string;
  end_date: string;
}

/** The school's weekdays (smallint[]) and the holiday `day` falls in, if any. */
const weekAndHolidayRow = v.object({ school_days: v.array(v.number()), holiday: v.nullable(v.string()) });

/** Why `day` has no register in school `schoolId` for a section of `year`, or that it may have one. */
export async function schoolDay(db: DbOrTx, schoolId: number, day: string, year: YearDates): Promise<SchoolDay> {
  if (day < year.start_date || day > year.end_date) {
    return closed(`${dayName(day)} is outside the academic year ${year.name} (${dayName(year.start_date)} to ${dayName(year.end_date)}).`);
  }
  const [row] = await readRows(
    db,
    weekAndHolidayRow,
    sql`select ats.school_days,
        (select hol.name from holidays hol where hol.school_id = ${schoolId} and ${day}::date between hol.start_date and hol.end_date
          order by hol.start_date limit 1) as holiday
      from attendance_settings ats where ats.school_id = ${schoolId}`,
  );
  const weekday = weekdayOf(day);
  if (row && !row.school_days.map(Number).includes(weekday)) return closed(`${WEEKDAY_NAMES[weekday as Weekday]} is not a school day.`);
  if (row?.holiday) return closed(`${dayName(day)} is a holiday: ${row.holiday}.`);
  return { open: true, reason: null };
}

const closed = (reason: string): SchoolDay => ({ open: false, reason });
