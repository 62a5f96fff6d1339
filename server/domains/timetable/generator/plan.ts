import { inArray, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { proposedLessonRow, WEEKDAYS, type GenerationInput } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { notFound, unprocessable } from '../../../lib/errors';
import { classInScope, isClassInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import type { SolveInput } from './solver/types';

/** What a run works from, read once when it is asked for, and the sections it covers. */
export interface GenerationPlan {
  yearId: number;
  input: SolveInput;
  sectionIds: number[];
  classIds: number[];
}

const sectionRow = v.object({ id: v.number(), name: v.string(), room_id: v.nullable(v.number()), class_id: v.number(), year_id: v.number() });
type SectionRow = v.InferOutput<typeof sectionRow>;

/** The solver's input as read (ADR 026): each row as `SolveInput` takes it. */
const weekdayList = v.array(v.picklist(WEEKDAYS));
const periodRow = v.object({ id: v.number(), name: v.string(), weekdays: weekdayList });
const requirementRow = v.object({ section_id: v.number(), subject_id: v.number(), teacher_id: v.nullable(v.number()), lessons: v.number() });
const unavailableRow = v.object({ ...v.pick(proposedLessonRow, ['teacher_id', 'room_id', 'weekday', 'period_id']).entries });
const nameRow = v.object({ id: v.number(), name: v.string() });

const sectionRows = (db: DbOrTx, user: SessionRecord, where: SQL) =>
  readRows(
    db,
    sectionRow,
    sql`select sec.id::int, concat_ws(' ', cls.name, sec.name) as name, sec.room_id::int, sec.class_id::int, sec.academic_year_id::int as year_id
      from sections sec join classes cls on cls.id = sec.class_id
      where sec.school_id = ${user.schoolId} and ${where} and ${classInScope(user, sql`sec.class_id`) ?? sql`true`}
      order by cls.sort_order, cls.name, sec.name`,
  );

/** The sections of the scope, the user's to generate (a non-admin: of their classes, ADR 013). */
async function scopeSections(db: DbOrTx, user: SessionRecord, yearId: number, scope: GenerationInput): Promise<SectionRow[]> {
  if (scope.scope === 'section') {
    const [section] = await sectionRows(db, user, sql`sec.id = ${scope.section_id}`);
    if (!section) throw notFound('Section');
    if (section.year_id !== yearId) throw unprocessable('section_id', 'Choose a section of the active academic year.');
    return [section];
  }
  const thisYear = sql`sec.academic_year_id = ${yearId} and sec.status = 'Active'`;
  if (scope.scope === 'class') {
    const [cls] = await readRows(db, v.object({ name: v.string() }), sql`select name from classes where id = ${scope.class_id} and school_id = ${user.schoolId}`);
    if (!cls || !isClassInScope(user, scope.class_id!)) throw notFound('Class');
    const sections = await sectionRows(db, user, sql`sec.class_id = ${scope.class_id} and ${thisYear}`);
    if (!sections.length) throw unprocessable('class_id', `${cls.name} has no sections this academic year.`);
    return sections;
  }
  const sections = await sectionRows(db, user, thisYear);
  if (!sections.length) throw unprocessable('scope', 'There are no sections to generate a timetable for this academic year.');
  return sections;
}

const byId = (rows: { id: number; name: string }[]) => Object.fromEntries(rows.map((r) => [r.id, r.name]));

/**
 * The solver's input for a scope (ADR 026): the active year's lesson periods and school days,
 * the scope's sections and requirements, every lesson that stays (the scope's locked ones and
 * all outside it), the unavailability, and names for the explanations.
 */
export async function planOf(db: DbOrTx, user: SessionRecord, scope: GenerationInput): Promise<GenerationPlan> {
  const yearId = user.academicId;
  if (!yearId) throw unprocessable('scope', 'The school has no active academic year.');
  const sections = await scopeSections(db, user, yearId, scope);
  const ids = sections.map((s) => s.id);
  const school = user.schoolId;
  const [periods, days, requirements, fixed, unavailable] = await Promise.all([
    readRows(
      db,
      periodRow,
      sql`select id::int, name, array(select unnest(weekdays)::int order by 1) as weekdays
        from timetable_periods where school_id = ${school} and kind = 'lesson' order by sort_order, start_time, id`,
    ),
    readRows(db, v.object({ days: weekdayList }), sql`select array(select unnest(school_days)::int order by 1) as days from attendance_settings where school_id = ${school}`),
    readRows(
      db,
      requirementRow,
      sql`select section_id::int, subject_id::int, teacher_id::int, lessons_per_week::int as lessons from timetable_requirements
        where school_id = ${school} and ${inArray(sql`section_id`, ids)} and lessons_per_week > 0 order by section_id, subject_id`,
    ),
    readRows(
      db,
      proposedLessonRow,
      sql`select section_id::int, weekday::int, period_id::int, subject_id::int, teacher_id::int, room_id::int from timetable_entries
        where school_id = ${school} and academic_year_id = ${yearId} and (locked or not ${inArray(sql`section_id`, ids)})`,
    ),
    readRows(
      db,
      unavailableRow,
      sql`select teacher_id::int, room_id::int, weekday::int, period_id::int from timetable_unavailability where school_id = ${school}`,
    ),
  ]);
  if (!periods.length) throw unprocessable('scope', 'Add the lesson periods of the school day before generating a timetable.');
  if (!requirements.length) throw unprocessable('scope', 'Set the lessons a week of the sections before generating a timetable.');
  const teacherIds = [...new Set(requirements.flatMap((r) => (r.teacher_id === null ? [] : [r.teacher_id])))];
  const roomIds = [...new Set(sections.flatMap((s) => (s.room_id === null ? [] : [s.room_id])))];
  const [subjects, teachers, rooms] = await Promise.all([
    readRows(db, nameRow, sql`select id::int, name from subjects where school_id = ${school} and ${inArray(sql`id`, [...new Set(requirements.map((r) => r.subject_id))])}`),
    teacherIds.length
      ? readRows(db, nameRow, sql`select id::int, concat_ws(' ', first_name, last_name) as name from employees where school_id = ${school} and ${inArray(sql`id`, teacherIds)}`)
      : [],
    roomIds.length ? readRows(db, nameRow, sql`select id::int, name from rooms where school_id = ${school} and ${inArray(sql`id`, roomIds)}`) : [],
  ]);
  return {
    yearId,
    sectionIds: ids,
    classIds: [...new Set(sections.map((s) => s.class_id))],
    input: {
      weekdays: days[0]?.days.length ? days[0].days : [1, 2, 3, 4, 5],
      periods,
      sections: sections.map((s) => ({ id: s.id, name: s.name, room_id: s.room_id })),
      requirements,
      fixed,
      unavailable,
      names: { subjects: byId(subjects), teachers: byId(teachers), rooms: byId(rooms) },
    },
  };
}
