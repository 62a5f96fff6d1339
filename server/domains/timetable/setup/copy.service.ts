import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { CopyInput, CopyResult, Weekday } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { timetableEntries } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { conflict, unprocessable } from '../../../lib/errors';
import { lockSchool } from '../../../lib/rows';
import { sectionScope, teacherName } from './shared';
import { candidateRow, skipReason, type Candidate } from './copy-reasons';

type Skipped = CopyResult['skipped'][number];

/** The lesson ("Grade 8 South Maths") of the year in the candidate's cell that `who` already has. */
const lessonIn = (schoolId: number, yearId: number, who: SQL): SQL =>
  sql`(select concat_ws(' ', cls.name, sec.name, sub.name) from timetable_entries x join sections sec on sec.id = x.section_id
      join classes cls on cls.id = sec.class_id join subjects sub on sub.id = x.subject_id
    where x.school_id = ${schoolId} and x.academic_year_id = ${yearId} and ${who} and x.weekday = c.weekday and x.period_id = c.period_id)`;

/**
 * A lesson of the source week as it would be copied. Its teacher becomes the target section's
 * teacher of that subject when the target has one (saved requirements first, then its subject
 * teachers), else stays; a lesson in the source section's own room moves to the target's own
 * room; other rooms (a lab, the hall) stay. Everything it would meet in its new cell is read
 * beside it, so one query answers for a whole year.
 */
function candidatesSql(schoolId: number, pairs: SQL, toYear: number): SQL {
  return sql`with pairs as (${pairs}),
    cand as (
      select e.id::int as from_entry, p.to_id::int as to_id, e.weekday::int, e.period_id::int, e.subject_id::int, e.locked,
        case when p.to_id is null then e.teacher_id else coalesce(
          (select r.teacher_id from timetable_requirements r where r.school_id = ${schoolId} and r.section_id = p.to_id and r.subject_id = e.subject_id),
          (select ss.teacher_id from section_subjects ss where ss.school_id = ${schoolId} and ss.section_id = p.to_id and ss.subject_id = e.subject_id),
          e.teacher_id) end::int as teacher_id,
        case when e.room_id = fsec.room_id and p.to_id is not null then tsec.room_id else e.room_id end::int as room_id,
        concat_ws(' ', cls.name, coalesce(tsec.name, fsec.name)) as section_name, sub.name as subject_name,
        per.name as period_name, per.kind as period_kind, e.weekday = any(per.weekdays) as runs,
        cls.sort_order as class_order, per.sort_order as period_order, per.start_time as period_start
      from pairs p join timetable_entries e on e.school_id = ${schoolId} and e.section_id = p.from_id
      join sections fsec on fsec.id = p.from_id join classes cls on cls.id = fsec.class_id
      left join sections tsec on tsec.id = p.to_id
      join subjects sub on sub.id = e.subject_id join timetable_periods per on per.id = e.period_id)
    select c.*,
      ${teacherName('c.teacher_id')} as teacher_name,
      (select emp.status = 'Active' from employees emp where emp.id = c.teacher_id) as teacher_active,
      (select rm.name from rooms rm where rm.id = c.room_id) as room_name,
      (select sub.name from timetable_entries x join subjects sub on sub.id = x.subject_id
        where x.school_id = ${schoolId} and x.section_id = c.to_id and x.weekday = c.weekday and x.period_id = c.period_id) as section_has,
      ${lessonIn(schoolId, toYear, sql`x.teacher_id = c.teacher_id`)} as teacher_has,
      ${lessonIn(schoolId, toYear, sql`x.room_id = c.room_id`)} as room_has,
      exists (select 1 from timetable_unavailability u where u.school_id = ${schoolId} and u.teacher_id = c.teacher_id
        and u.weekday = c.weekday and u.period_id = c.period_id) as teacher_off,
      exists (select 1 from timetable_unavailability u where u.school_id = ${schoolId} and u.room_id = c.room_id
        and u.weekday = c.weekday and u.period_id = c.period_id) as room_off
    from cand c
    order by c.class_order, lower(c.section_name), c.weekday, c.period_order, c.period_start, c.from_entry`;
}

const skipped = (c: Candidate, reason: string): Skipped => ({
  section_name: c.section_name,
  weekday: c.weekday as Weekday,
  period_id: c.period_id,
  subject_name: c.subject_name,
  reason,
});

/**
 * Writes the lessons that meet nothing, set-wise. Two of them may still meet each other (two
 * sections given one teacher at the same time), and a lesson placed meanwhile by someone else
 * is met by the unique indexes: either way the later one is left out and said so.
 */
async function writeLessons(tx: DbOrTx, schoolId: number, toYear: number, candidates: Candidate[]): Promise<{ copied: number; skipped: Skipped[] }> {
  const left: Skipped[] = [];
  const held = new Map<string, Candidate>();
  const clean: Candidate[] = [];
  for (const c of candidates) {
    const reason = skipReason(c);
    if (reason) {
      left.push(skipped(c, reason));
      continue;
    }
    const cell = `${c.weekday}:${c.period_id}`;
    const byTeacher = c.teacher_id === null ? undefined : held.get(`t${c.teacher_id}@${cell}`);
    const byRoom = c.room_id === null ? undefined : held.get(`r${c.room_id}@${cell}`);
    if (byTeacher || byRoom) {
      const first = (byTeacher ?? byRoom)!;
      const what = byTeacher ? `${c.teacher_name} teaches` : `${c.room_name} holds`;
      left.push(skipped(c, `${what} ${first.section_name} ${first.subject_name} then.`));
      continue;
    }
    if (c.teacher_id !== null) held.set(`t${c.teacher_id}@${cell}`, c);
    if (c.room_id !== null) held.set(`r${c.room_id}@${cell}`, c);
    clean.push(c);
  }

  let copied = 0;
  // Well under the drivers' parameter limit per statement, however large the school.
  for (let at = 0; at < clean.length; at += 500) {
    const chunk = clean.slice(at, at + 500);
    const written = await tx
      .insert(timetableEntries)
      .values(chunk.map((c) => ({ schoolId, academicYearId: toYear, sectionId: c.to_id!, weekday: c.weekday, periodId: c.period_id, subjectId: c.subject_id, teacherId: c.teacher_id, roomId: c.room_id, locked: c.locked })))
      .onConflictDoNothing()
      .returning({ sectionId: timetableEntries.sectionId, weekday: timetableEntries.weekday, periodId: timetableEntries.periodId });
    const done = new Set(written.map((w) => `${w.sectionId}:${w.weekday}:${w.periodId}`));
    copied += written.length;
    for (const c of chunk) {
      if (!done.has(`${c.to_id}:${c.weekday}:${c.period_id}`)) left.push(skipped(c, 'A lesson was placed there while copying.'));
    }
  }
  return { copied, skipped: left };
}

const sectionRow = v.object({ id: v.number(), year: v.number(), name: v.string(), lessons: v.number() });
type SectionRow = v.InferOutput<typeof sectionRow>;

async function sectionFor(tx: DbOrTx, actor: Actor, id: number, field: string): Promise<SectionRow> {
  const [row] = await readRows(
    tx,
    sectionRow,
    sql`select sec.id::int, sec.academic_year_id::int as year, concat_ws(' ', cls.name, sec.name) as name,
        (select count(*)::int from timetable_entries e where e.school_id = sec.school_id and e.section_id = sec.id) as lessons
      from sections sec join classes cls on cls.id = sec.class_id
      where sec.id = ${id} and sec.school_id = ${actor.schoolId} and ${sectionScope(actor)}`,
  );
  if (!row) throw unprocessable(field, 'Choose one of your sections.');
  return row;
}

/** One section's week onto an empty week of another section of the same year. */
async function copySection(tx: DbOrTx, actor: Actor, input: Extract<CopyInput, { kind: 'section' }>) {
  const from = await sectionFor(tx, actor, input.from_section_id, 'from_section_id');
  const to = await sectionFor(tx, actor, input.to_section_id, 'to_section_id');
  if (from.id === to.id) throw unprocessable('to_section_id', 'Choose another section to copy to.');
  if (from.year !== to.year) throw unprocessable('to_section_id', `${to.name} is in another academic year; copy the whole year instead.`);
  if (to.lessons > 0) throw conflict('to_section_id', `${to.name} already has ${to.lessons === 1 ? 'a lesson' : `${to.lessons} lessons`}; a week is copied only onto an empty one.`);
  const pairs = sql`select ${from.id}::bigint as from_id, ${to.id}::bigint as to_id`;
  const candidates: Candidate[] = await readRows(tx, candidateRow, candidatesSql(actor.schoolId, pairs, to.year));
  return { ...(await writeLessons(tx, actor.schoolId, to.year, candidates)), ids: [to.id] };
}

async function yearName(tx: DbOrTx, schoolId: number, id: number, field: string): Promise<string> {
  const [row] = await readRows(tx, v.object({ name: v.string() }), sql`select name from academic_years where id = ${id} and school_id = ${schoolId}`);
  if (!row) throw unprocessable(field, 'Choose an academic year of this school.');
  return row.name;
}

/**
 * Each section's week onto the section of the same class and name in the other year. What the
 * other year already holds stays; a section it lacks is said so, lesson by lesson.
 */
async function copyYear(tx: DbOrTx, actor: Actor, input: Extract<CopyInput, { kind: 'year' }>) {
  await yearName(tx, actor.schoolId, input.from_year_id, 'from_year_id');
  const toName = await yearName(tx, actor.schoolId, input.to_year_id, 'to_year_id');
  if (input.from_year_id === input.to_year_id) throw unprocessable('to_year_id', 'Choose another year to copy to.');
  const pairs = sql`select sec.id as from_id, (select nxt.id from sections nxt where nxt.school_id = sec.school_id
        and nxt.academic_year_id = ${input.to_year_id} and nxt.class_id = sec.class_id and lower(nxt.name) = lower(sec.name)) as to_id
      from sections sec where sec.school_id = ${actor.schoolId} and sec.academic_year_id = ${input.from_year_id} and ${sectionScope(actor)}`;
  const candidates: Candidate[] = await readRows(tx, candidateRow, candidatesSql(actor.schoolId, pairs, input.to_year_id));
  for (const c of candidates) if (c.to_id === null) c.missing_in = toName;
  return { ...(await writeLessons(tx, actor.schoolId, input.to_year_id, candidates)), ids: [input.to_year_id] };
}

export async function copyTimetable(db: DbOrTx, actor: Actor, input: CopyInput): Promise<CopyResult> {
  return db.transaction(async (tx) => {
    // A copy reads a whole week before writing it: another copy or a new unavailable time waits.
    await lockSchool(tx, actor.schoolId);
    const done = input.kind === 'section' ? await copySection(tx, actor, input) : await copyYear(tx, actor, input);
    await audit(tx, actor, { action: 'copy', entity: 'timetable', ids: done.ids, detail: { ...input, copied: done.copied, skipped: done.skipped.length } });
    const copied = done.copied === 1 ? '1 lesson has been copied' : `${done.copied} lessons have been copied`;
    const n = done.skipped.length;
    const left = n ? `; ${n} ${n === 1 ? 'was' : 'were'} left out` : '';
    return { message: `${copied}${left}.`, copied: done.copied, skipped: done.skipped };
  });
}
