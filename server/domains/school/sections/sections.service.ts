import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SectionInput } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { academicYears, classes, employees, rooms, sectionSubjects, sections, subjects } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound, unprocessable } from '../../../lib/errors';
import { allOf, createdBetween, offsetOf, orderOf, searchOf, toPage, totalRows, type ListArgs } from '../../../lib/listing';
import { expectedVersion, guardUnique, requireRef, uniqueFields } from '../../../lib/rows';
import { enrolmentAlias, enrolmentInForce, schoolTodayOf } from '../../people/public';
import { classInScope, isClassInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';

const uniques = uniqueFields({
  sections_school_year_class_name_uq: ['name', 'This class already has a section with this name in that year.'],
});

const teacherName = sql<string | null>`nullif(trim(${employees.firstName} || ' ' || ${employees.lastName}), '')`;
const columns = {
  id: sections.id,
  class_id: sections.classId,
  class_name: classes.name,
  name: sections.name,
  room_id: sections.roomId,
  room_name: rooms.name,
  teacher_id: sections.teacherId,
  teacher_name: teacherName,
  capacity: sections.capacity,
  // Seats taken today: a promotion leaves students in their section until the year ends (ADR 018).
  enrolled: sql<number>`(select count(*) from enrolments e where e.section_id = "sections"."id" and e.school_id = "sections"."school_id" and ${enrolmentInForce(schoolTodayOf(sql`"sections"."school_id"`), enrolmentAlias('e'))})`.mapWith(Number),
  academic_year_id: sections.academicYearId,
  status: sections.status,
  version: sections.version,
};

function selectSections(db: DbOrTx, withTotal = false) {
  return db
    .select(withTotal ? { ...columns, total: totalRows } : { ...columns, total: sql<number>`0`.mapWith(Number) })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .leftJoin(rooms, eq(rooms.id, sections.roomId))
    .leftJoin(employees, eq(employees.id, sections.teacherId));
}

/** The year a section list or a new section means when none is named: the active one. */
async function yearOrActive(db: DbOrTx, user: SessionRecord, yearId: number | null | undefined) {
  if (yearId) {
    await requireRef(db, academicYears, yearId, user.schoolId, 'academic_year_id', 'The academic year');
    return yearId;
  }
  if (!user.academicId) throw unprocessable('academic_year_id', 'Set an active academic year first.');
  return user.academicId;
}

export async function listSections(db: DbOrTx, user: SessionRecord, args: ListArgs & { class_id?: number; academic_year_id?: number }) {
  const yearId = await yearOrActive(db, user, args.academic_year_id);
  const rows = await selectSections(db, true)
    .where(
      allOf(
        eq(sections.schoolId, user.schoolId),
        eq(sections.academicYearId, yearId),
        classInScope(user, sections.classId),
        args.class_id ? eq(sections.classId, args.class_id) : undefined,
        searchOf(args.search, [sections.name, classes.name]),
      ),
    )
    .orderBy(...orderOf(args, { name: sections.name, class_name: classes.name, capacity: sections.capacity }, sql`${classes.sortOrder}, ${classes.name}, ${sections.name}`, sections.id))
    .limit(args.limit)
    .offset(offsetOf(args));
  return toPage(rows, args);
}

export async function getSection(db: DbOrTx, user: SessionRecord, id: number) {
  const [row] = await selectSections(db).where(allOf(eq(sections.id, id), eq(sections.schoolId, user.schoolId), classInScope(user, sections.classId)));
  if (!row) throw notFound('Section');
  const { total: _t, ...section } = row;
  const assigned = await db
    .select({ subject_id: sectionSubjects.subjectId, subject_name: subjects.name, teacher_id: sectionSubjects.teacherId, teacher_name: teacherName })
    .from(sectionSubjects)
    .innerJoin(subjects, eq(subjects.id, sectionSubjects.subjectId))
    .leftJoin(employees, eq(employees.id, sectionSubjects.teacherId))
    .where(and(eq(sectionSubjects.sectionId, id), eq(sectionSubjects.schoolId, user.schoolId)))
    .orderBy(asc(subjects.name));
  return { ...section, subjects: assigned };
}

/** A class teacher or subject teacher must be one of the school's active teachers. */
async function requireTeacher(db: DbOrTx, user: SessionRecord, id: number | null | undefined, field: string) {
  if (id == null) return;
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, id), eq(employees.schoolId, user.schoolId), eq(employees.type, 'teacher'), eq(employees.status, 'Active')));
  if (!row) throw unprocessable(field, 'Pick an active teacher.');
}

/** 404 unless the section is the school's and of a class in the user's scope. */
async function requireSectionInScope(db: DbOrTx, user: SessionRecord, id: number) {
  const [row] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(allOf(eq(sections.id, id), eq(sections.schoolId, user.schoolId), classInScope(user, sections.classId)));
  if (!row) throw notFound('Section');
}

/** A non-admin adds and edits sections of their own classes only (404 for others', 422 to move one out). */
export async function saveSection(db: DbOrTx, actor: Actor, id: number | null, input: SectionInput) {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        if (id) await requireSectionInScope(tx, actor, id);
        await requireRef(tx, classes, input.class_id, actor.schoolId, 'class_id', 'The class');
        if (!isClassInScope(actor, input.class_id)) throw unprocessable('class_id', 'Pick one of the classes assigned to you.');
        await requireRef(tx, rooms, input.room_id, actor.schoolId, 'room_id', 'The room');
        await requireTeacher(tx, actor, input.teacher_id, 'teacher_id');
        const values = { classId: input.class_id, name: input.name, roomId: input.room_id, teacherId: input.teacher_id, capacity: input.capacity };
        let row: { id: number } | undefined;
        if (id) {
          const patch = input.academic_year_id ? { ...values, academicYearId: await yearOrActive(tx, actor, input.academic_year_id) } : values;
          [row] = await tx.update(sections).set({ ...patch, ...expectedVersion(input) }).where(and(eq(sections.id, id), eq(sections.schoolId, actor.schoolId))).returning({ id: sections.id });
        } else {
          const academicYearId = await yearOrActive(tx, actor, input.academic_year_id);
          [row] = await tx.insert(sections).values({ ...values, academicYearId, schoolId: actor.schoolId }).returning({ id: sections.id });
        }
        if (!row) throw notFound('Section');
        await audit(tx, actor, { action: id ? 'update' : 'create', entity: 'section', ids: [row.id] });
        return row;
      }),
    uniques,
  );
}

/** Replaces who teaches which subject in a section. */
export async function assignSectionSubjects(
  db: DbOrTx,
  actor: Actor,
  input: { section_id: number; assignments: { subject_id: number; teacher_id: number | null }[] },
) {
  return db.transaction(async (tx) => {
    await requireSectionInScope(tx, actor, input.section_id);
    for (const [i, a] of input.assignments.entries()) {
      await requireRef(tx, subjects, a.subject_id, actor.schoolId, `assignments.${i}.subject_id`, 'The subject');
      await requireTeacher(tx, actor, a.teacher_id, `assignments.${i}.teacher_id`);
    }
    const unique = new Map(input.assignments.map((a) => [a.subject_id, a.teacher_id]));
    await tx.delete(sectionSubjects).where(and(eq(sectionSubjects.sectionId, input.section_id), eq(sectionSubjects.schoolId, actor.schoolId)));
    if (unique.size) {
      await tx.insert(sectionSubjects).values([...unique].map(([subjectId, teacherId]) => ({ schoolId: actor.schoolId, sectionId: input.section_id, subjectId, teacherId })));
    }
    await audit(tx, actor, { action: 'assign-subjects', entity: 'section', ids: [input.section_id] });
    return { section_id: input.section_id, subjects: unique.size };
  });
}

/**
 * For promotion: each section with its class's next class and that class's sections in the
 * target year, the one with the same name first.
 */
export async function nextSections(db: DbOrTx, user: SessionRecord, sectionIds: number[], targetYearId: number) {
  await requireRef(db, academicYears, targetYearId, user.schoolId, 'academic_year_id', 'The academic year');
  const from = await db
    .select({ section_id: sections.id, section_name: sections.name, class_id: sections.classId, next_class_id: classes.nextClassId })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(allOf(eq(sections.schoolId, user.schoolId), inArray(sections.id, sectionIds), classInScope(user, sections.classId)));
  const nextClassIds = [...new Set(from.map((f) => f.next_class_id).filter((id): id is number => id != null))];
  const candidates = nextClassIds.length
    ? await db
        .select({ id: sections.id, name: sections.name, class_id: sections.classId, capacity: sections.capacity })
        .from(sections)
        .where(and(eq(sections.schoolId, user.schoolId), eq(sections.academicYearId, targetYearId), inArray(sections.classId, nextClassIds)))
        .orderBy(asc(sections.name))
    : [];
  return from.map((f) => {
    const options = candidates.filter((c) => c.class_id === f.next_class_id);
    const same = options.find((o) => o.name.toLowerCase() === f.section_name.toLowerCase());
    return { ...f, next_sections: same ? [same, ...options.filter((o) => o !== same)] : options };
  });
}

export async function sectionsCreatedBetween(db: DbOrTx, user: SessionRecord, start: string, end: string) {
  const rows = await selectSections(db).where(
    allOf(eq(sections.schoolId, user.schoolId), classInScope(user, sections.classId), createdBetween(sections.createdAt, start, end)),
  );
  return rows.map(({ total: _t, ...r }) => r);
}
