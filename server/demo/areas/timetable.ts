import { sql } from 'drizzle-orm';
import type { Weekday } from '@contract';
import * as v from 'valibot';
import { readRows } from '../../db/client';
import { solve } from '../../domains/timetable/generator/solver/solve';
import type { SolveInput } from '../../domains/timetable/generator/solver/types';
import { LESSONS_A_WEEK } from './structure';
import type { DemoContext } from './types';
import { bulkInsert } from '../../lib/bulk-insert';

const WEEK: Weekday[] = [1, 2, 3, 4, 5];
/** A primary and secondary day: eight lessons, a morning break and lunch. */
const BELLS: [name: string, start: string, end: string, kind: 'lesson' | 'break'][] = [
  ['Period 1', '08:00', '08:40', 'lesson'], ['Period 2', '08:40', '09:20', 'lesson'], ['Period 3', '09:20', '10:00', 'lesson'],
  ['Break', '10:00', '10:20', 'break'], ['Period 4', '10:20', '11:00', 'lesson'], ['Period 5', '11:00', '11:40', 'lesson'],
  ['Lunch', '11:40', '12:20', 'break'], ['Period 6', '12:20', '13:00', 'lesson'], ['Period 7', '13:00', '13:40', 'lesson'],
  ['Period 8', '13:40', '14:20', 'lesson'],
];

/**
 * The bell schedule, each section's lessons a week (from its subject teachers) and a full week
 * for every section of this year, made by the generator as an Admin's "Generate the whole
 * school" would (ADR 026), in-process: the demo seed has no worker to wait for.
 */
export async function seedTimetable(ctx: DemoContext) {
  const { tx, schoolId, academicYearId } = ctx;
  const periods: { id: number; name: string; kind: string }[] = [];
  for (const [i, [name, start, end, kind]] of BELLS.entries()) {
    const [row] = await readRows(
      tx,
      v.object({ id: v.number() }),
      sql`insert into timetable_periods (school_id, name, start_time, end_time, kind, sort_order)
        values (${schoolId}, ${name}, ${start}::time, ${end}::time, ${kind}, ${i + 1}) returning id::int`,
    );
    periods.push({ id: row!.id, name, kind });
  }
  const sections = await readRows(
    tx,
    v.object({ id: v.number(), name: v.string(), room_id: v.nullable(v.number()) }),
    sql`select sec.id::int, concat_ws(' ', cls.name, sec.name) as name, sec.room_id::int
      from sections sec join classes cls on cls.id = sec.class_id
      where sec.school_id = ${schoolId} and sec.academic_year_id = ${academicYearId} order by cls.sort_order, sec.name`,
  );
  const taught = await readRows(
    tx,
    v.object({ section_id: v.number(), subject_id: v.number(), teacher_id: v.nullable(v.number()), code: v.string(), subject: v.string(), teacher: v.string() }),
    sql`select ss.section_id::int, ss.subject_id::int, ss.teacher_id::int, sub.code, sub.name as subject,
        concat_ws(' ', emp.first_name, emp.last_name) as teacher
      from section_subjects ss join subjects sub on sub.id = ss.subject_id left join employees emp on emp.id = ss.teacher_id
      join sections sec on sec.id = ss.section_id
      where ss.school_id = ${schoolId} and sec.academic_year_id = ${academicYearId}`,
  );
  const requirements = taught.map((t) => ({ section_id: t.section_id, subject_id: t.subject_id, teacher_id: t.teacher_id, lessons: LESSONS_A_WEEK[t.code] ?? 2 }));
  await bulkInsert(
    tx,
    'timetable_requirements',
    { school_id: 'bigint', section_id: 'bigint', subject_id: 'bigint', teacher_id: 'bigint', lessons_per_week: 'smallint' },
    requirements.map((r) => ({ school_id: schoolId, section_id: r.section_id, subject_id: r.subject_id, teacher_id: r.teacher_id, lessons_per_week: r.lessons })),
  );

  const input: SolveInput = {
    weekdays: WEEK,
    periods: periods.filter((p) => p.kind === 'lesson').map((p) => ({ id: p.id, name: p.name, weekdays: WEEK })),
    sections,
    requirements,
    fixed: [],
    unavailable: [],
    names: {
      subjects: Object.fromEntries(taught.map((t) => [t.subject_id, t.subject])),
      teachers: Object.fromEntries(taught.filter((t) => t.teacher_id !== null).map((t) => [t.teacher_id!, t.teacher])),
      rooms: {},
    },
  };
  const week = await solve(input, { timeLimit: 8 });
  if (week.unplaced.length) throw new Error(`demo timetable: ${week.unplaced.length} requirements not met, e.g. ${week.unplaced[0]!.subject_name} for ${week.unplaced[0]!.section_name}: ${week.unplaced[0]!.reason}`);
  await bulkInsert(
    tx,
    'timetable_entries',
    { school_id: 'bigint', academic_year_id: 'bigint', section_id: 'bigint', weekday: 'smallint', period_id: 'bigint', subject_id: 'bigint', teacher_id: 'bigint', room_id: 'bigint' },
    week.lessons.map((l) => ({ school_id: schoolId, academic_year_id: academicYearId, section_id: l.section_id, weekday: l.weekday, period_id: l.period_id, subject_id: l.subject_id, teacher_id: l.teacher_id, room_id: l.room_id })),
  );
}
