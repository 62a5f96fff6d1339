import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { lessonRequirementRow, type ApiIssue, type LessonRequirement, type RequirementsInput } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound, unprocessableAll } from '../../../lib/errors';
import type { SessionRecord } from '../../../lib/session';
import { sectionScope, teacherName } from './shared';

/** The section, the school's and in the user's classes; 404 alike for missing and out of reach. */
async function requireSection(db: DbOrTx, user: SessionRecord, sectionId: number, lock = false): Promise<void> {
  const [row] = await readRows(
    db,
    v.object({ id: v.number() }),
    sql`select sec.id::int from sections sec where sec.id = ${sectionId} and sec.school_id = ${user.schoolId} and ${sectionScope(user)}
      ${lock ? sql`for no key update` : sql``}`,
  );
  if (!row) throw notFound('Section');
}

const placed = (subject: string) =>
  sql.raw(`(select count(*)::int from timetable_entries e where e.school_id = sec.school_id and e.section_id = sec.id and e.subject_id = ${subject})`);

/**
 * The section's lessons a week by subject. Until someone saves them, they start from the
 * section's subject teachers at none a week, so the list is there to fill in (id and version 0).
 */
export async function sectionRequirements(db: DbOrTx, user: SessionRecord, sectionId: number): Promise<LessonRequirement[]> {
  await requireSection(db, user, sectionId);
  const saved = await readRows(
    db,
    lessonRequirementRow,
    sql`select r.id::int, r.version::int, r.section_id::int, r.subject_id::int, sub.name as subject_name, r.teacher_id::int,
        ${teacherName('r.teacher_id')} as teacher_name, r.lessons_per_week::int, ${placed('r.subject_id')} as placed
      from timetable_requirements r join sections sec on sec.id = r.section_id join subjects sub on sub.id = r.subject_id
      where r.school_id = ${user.schoolId} and r.section_id = ${sectionId}
      order by sub.name, r.id`,
  );
  if (saved.length) return saved;
  return readRows(
    db,
    lessonRequirementRow,
    sql`select 0 as id, 0 as version, ss.section_id::int, ss.subject_id::int, sub.name as subject_name, ss.teacher_id::int,
        ${teacherName('ss.teacher_id')} as teacher_name, 0 as lessons_per_week, ${placed('ss.subject_id')} as placed
      from section_subjects ss join sections sec on sec.id = ss.section_id join subjects sub on sub.id = ss.subject_id
      where ss.school_id = ${user.schoolId} and ss.section_id = ${sectionId}
      order by sub.name, ss.subject_id`,
  );
}

/** The ids found of each kind (bigint[]: numbers from PGlite, strings from node-postgres). */
const foundRefsRow = v.object({ subjects: v.array(int8), teachers: v.array(int8), inactive: v.array(int8) });

/** Every subject must be the school's, every teacher an active employee of it; all named at once. */
async function checkRefs(tx: DbOrTx, schoolId: number, input: RequirementsInput) {
  if (!input.requirements.length) return;
  const subjectIds = input.requirements.map((r) => r.subject_id);
  const teacherIds = input.requirements.flatMap((r) => (r.teacher_id === null ? [] : [r.teacher_id]));
  const [found] = await readRows(
    tx,
    foundRefsRow,
    sql`select array(select id from subjects where school_id = ${schoolId} and id in ${subjectIds}) as subjects,
        array(select id from employees where school_id = ${schoolId} and status = 'Active' and id in ${teacherIds.length ? teacherIds : [0]}) as teachers,
        array(select id from employees where school_id = ${schoolId} and status <> 'Active' and id in ${teacherIds.length ? teacherIds : [0]}) as inactive`,
  );
  const subjects = new Set(found!.subjects.map(Number));
  const teachers = new Set(found!.teachers.map(Number));
  const inactive = new Set(found!.inactive.map(Number));
  const issues: ApiIssue[] = [];
  input.requirements.forEach((r, i) => {
    if (!subjects.has(r.subject_id)) issues.push({ path: `requirements.${i}.subject_id`, message: 'Choose a subject of this school.' });
    if (r.teacher_id === null || teachers.has(r.teacher_id)) return;
    const message = inactive.has(r.teacher_id) ? 'This teacher is no longer active; choose another.' : 'Choose a teacher of this school.';
    issues.push({ path: `requirements.${i}.teacher_id`, message });
  });
  if (issues.length) throw unprocessableAll(issues);
}

/**
 * The section's whole list, replacing the saved one in one transaction. Rows keep their id
 * when their subject stays, so a screen holding them sees the same rows after the save.
 */
export async function saveRequirements(db: DbOrTx, actor: Actor, sectionId: number, input: RequirementsInput): Promise<void> {
  await db.transaction(async (tx) => {
    // Two saves of the same section take turns: the list saved is one of them, whole.
    await requireSection(tx, actor, sectionId, true);
    await checkRefs(tx, actor.schoolId, input);
    const kept = input.requirements.map((r) => r.subject_id);
    await tx.execute(
      sql`delete from timetable_requirements where school_id = ${actor.schoolId} and section_id = ${sectionId}
        ${kept.length ? sql`and subject_id not in ${kept}` : sql``}`,
    );
    if (kept.length) {
      const rows = input.requirements.map((r) => sql`(${actor.schoolId}, ${sectionId}, ${r.subject_id}, ${r.teacher_id}::bigint, ${r.lessons_per_week})`);
      await tx.execute(
        sql`insert into timetable_requirements as t (school_id, section_id, subject_id, teacher_id, lessons_per_week)
          values ${sql.join(rows, sql`, `)}
          on conflict (school_id, section_id, subject_id) do update
            set teacher_id = excluded.teacher_id, lessons_per_week = excluded.lessons_per_week
            where (t.teacher_id, t.lessons_per_week) is distinct from (excluded.teacher_id, excluded.lessons_per_week)`,
      );
    }
    const lessons = input.requirements.reduce((sum, r) => sum + r.lessons_per_week, 0);
    await audit(tx, actor, { action: 'update', entity: 'timetable-requirements', ids: [sectionId], detail: { subjects: kept.length, lessons_per_week: lessons } });
  });
}
