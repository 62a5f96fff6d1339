import { sql, type SQL } from 'drizzle-orm';
import { WEEKDAY_NAMES, type Weekday } from '@contract';
import { classInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';

/** Names as the timetable pages show them: "Ada Otieno", "Grade 7 North". */
export { employeeName as teacherName, sectionName } from '../../people/public';

/** SQL over `sec.class_id`: the section is one of the user's (ADR 013); true for an Admin. */
export const sectionScope = (user: SessionRecord): SQL => classInScope(user, sql`sec.class_id`) ?? sql`true`;

/**
 * The years whose weeks a change to a period or an availability must not break: the active
 * year and any planned after it. Earlier years are history and keep what they held.
 */
export const liveYears = (schoolId: number, activeId: number | null): SQL =>
  sql`(select y.id from academic_years y where y.school_id = ${schoolId}
    and y.start_date >= (select a.start_date from academic_years a where a.id = ${activeId}))`;

/** Weekdays as one smallint[] parameter, written as a literal so both drivers send it alike. */
export const weekdayArray = (days: readonly number[]): SQL => sql`${`{${days.join(',')}}`}::smallint[]`;

/** "Monday", "Monday and Tuesday", "Monday, Tuesday and Friday". */
export function dayList(days: readonly number[]): string {
  const names = [...days].sort((a, b) => a - b).map((d) => WEEKDAY_NAMES[d as Weekday]);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const lessonsCount = (n: number) => (n === 1 ? '1 lesson is' : `${n} lessons are`);
export const itOrThem = (n: number) => (n === 1 ? 'it' : 'them');
