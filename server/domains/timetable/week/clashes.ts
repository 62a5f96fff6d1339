import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { CLASH_FIELD, CLASH_KINDS, PERIOD_KINDS, WEEKDAY_NAMES, type Clash, type ClashRefusal, type Weekday } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { employeeName as teacherNameSql, sectionName } from '../../people/public';

/**
 * Every clash a lesson would make, read in one query of index look-ups (ADR 026): the cell of
 * its section, its teacher and its room, their unavailability, and the period itself (a break,
 * or a period that does not run that day). Nothing is scanned, so the builder can ask per cell.
 */
export interface Placement {
  yearId: number;
  sectionId: number;
  weekday: Weekday;
  periodId: number;
  teacherId: number | null;
  roomId: number | null;
  /** The lesson being moved: it does not clash with itself. */
  entryId?: number;
}

/** The period, once, and beside it each clash found (null columns when there is none). */
const foundRow = v.object({
  kind: v.nullable(v.picklist(CLASH_KINDS)),
  entry_id: v.nullable(v.number()),
  section: v.nullable(v.string()),
  subject: v.nullable(v.string()),
  teacher: v.nullable(v.string()),
  room: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  period: v.string(),
  period_kind: v.picklist(PERIOD_KINDS),
  runs: v.boolean(),
});
type ClashRow = v.InferOutput<typeof foundRow>;
type FoundClash = ClashRow & { kind: NonNullable<ClashRow['kind']> };

export { employeeName as teacherNameSql } from '../../people/public';
const sectionNameSql = sectionName('e.section_id');
const lessonColumns = sql`e.id::int as entry_id, ${sectionNameSql} as section, (select sub.name from subjects sub where sub.id = e.subject_id) as subject,
  ${teacherNameSql('e.teacher_id')} as teacher, (select r.name from rooms r where r.id = e.room_id) as room, null as reason`;

export async function clashesOf(db: DbOrTx, schoolId: number, p: Placement): Promise<Clash[]> {
  const other = sql`e.id <> ${p.entryId ?? 0}`;
  const cell = sql`e.school_id = ${schoolId} and e.weekday = ${p.weekday} and e.period_id = ${p.periodId} and ${other}`;
  const rows = await readRows(
    db,
    foundRow,
    sql`with found as (
        select 'section' as kind, ${lessonColumns} from timetable_entries e where ${cell} and e.section_id = ${p.sectionId}
        union all
        select 'teacher', ${lessonColumns} from timetable_entries e
          where ${cell} and e.academic_year_id = ${p.yearId} and e.teacher_id = ${p.teacherId}
        union all
        select 'room', ${lessonColumns} from timetable_entries e
          where ${cell} and e.academic_year_id = ${p.yearId} and e.room_id = ${p.roomId}
        union all
        select 'teacher-unavailable', null, null, null, ${teacherNameSql('u.teacher_id')}, null, u.reason from timetable_unavailability u
          where u.school_id = ${schoolId} and u.teacher_id = ${p.teacherId} and u.weekday = ${p.weekday} and u.period_id = ${p.periodId}
        union all
        select 'room-unavailable', null, null, null, null, (select r.name from rooms r where r.id = u.room_id), u.reason from timetable_unavailability u
          where u.school_id = ${schoolId} and u.room_id = ${p.roomId} and u.weekday = ${p.weekday} and u.period_id = ${p.periodId})
      select found.*, per.name as period, per.kind as period_kind, ${p.weekday}::smallint = any(per.weekdays) as runs
      from timetable_periods per left join found on true
      where per.id = ${p.periodId} and per.school_id = ${schoolId}`,
  );
  const at = (row: ClashRow) => `${WEEKDAY_NAMES[p.weekday]}, ${row.period}`;
  const clashes: Clash[] = rows.filter((r): r is FoundClash => r.kind !== null).map((r) => ({ kind: r.kind, weekday: p.weekday, period_id: p.periodId, message: sentence(r, at(r)), entry_id: r.entry_id }));
  const period = rows[0];
  if (period && (period.period_kind !== 'lesson' || !period.runs)) {
    const why = period.period_kind !== 'lesson' ? `${period.period} is a break.` : `${period.period} does not run on ${WEEKDAY_NAMES[p.weekday]}.`;
    clashes.push({ kind: 'not-a-lesson', weekday: p.weekday, period_id: p.periodId, message: `No lesson can go there: ${why}`, entry_id: null });
  }
  return clashes;
}

function sentence(r: FoundClash, at: string): string {
  const lesson = `${r.section} ${r.subject}`;
  switch (r.kind) {
    case 'section':
      return `${r.section} already has ${r.subject} on ${at}.`;
    case 'teacher':
      return `${r.teacher} already teaches ${lesson} on ${at}.`;
    case 'room':
      return `${r.room} is already used by ${lesson} on ${at}.`;
    case 'teacher-unavailable':
      return `${r.teacher} is not available on ${at}${r.reason ? ` (${r.reason})` : ''}.`;
    case 'room-unavailable':
      return `${r.room} is not available on ${at}${r.reason ? ` (${r.reason})` : ''}.`;
    default:
      return `No lesson can go on ${at}.`;
  }
}

/** The 409 body: every clash, and each again at the lesson form's field to change. */
export function refusal(clashes: Clash[]): ClashRefusal {
  return {
    message: clashes.length === 1 ? clashes[0]!.message : `This lesson clashes ${clashes.length} times: ${clashes.map((c) => c.message).join(' ')}`,
    clashes,
    issues: clashes.map((c) => ({ path: CLASH_FIELD[c.kind], message: c.message })),
  };
}
