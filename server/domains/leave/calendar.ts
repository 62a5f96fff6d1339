import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { SchoolCalendar } from '@contract';
import { readRows, type DbOrTx } from '../../db/client';

const calendarRow = v.object({
  school_days: v.nullable(v.array(v.union([v.number(), v.string()]))),
  holidays: v.nullable(v.array(v.object({ start: v.string(), end: v.string() }))),
});

/**
 * School `schoolId`'s open weekdays and its holidays that touch `from`..`to`: what `leaveDays`
 * (contract/leave-days.ts) counts against. A school without attendance settings opens Monday
 * to Friday, as the settings' default does.
 */
export async function schoolCalendar(db: DbOrTx, schoolId: number, from: string, to: string): Promise<SchoolCalendar> {
  const [row] = await readRows(
    db,
    calendarRow,
    sql`select (select ats.school_days from attendance_settings ats where ats.school_id = ${schoolId}) as school_days,
          (select json_agg(json_build_object('start', h.start_date::text, 'end', h.end_date::text) order by h.start_date)
             from holidays h where h.school_id = ${schoolId} and h.end_date >= ${from}::date and h.start_date <= ${to}::date) as holidays`,
  );
  return { weekdays: (row?.school_days ?? [1, 2, 3, 4, 5]).map(Number), holidays: row?.holidays ?? [] };
}
