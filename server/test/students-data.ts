import { and, eq } from 'drizzle-orm';
import { academicYears, classes, enrolments, parents, sections, students } from '../db/schema';
import { type TestContext, unique } from './harness';

/**
 * Test data for the students area written straight to the database, so the tests of the
 * promotion, performance, import and class-scope areas do not depend on the admission endpoints.
 */

export async function seedYear(ctx: TestContext, schoolId: number, name: string, startDate: string, endDate: string) {
  const [row] = await ctx.database.db.insert(academicYears).values({ schoolId, name, startDate, endDate }).returning({ id: academicYears.id });
  return row!.id;
}

export async function activeYear(ctx: TestContext, schoolId: number) {
  const [row] = await ctx.database.db
    .select({ id: academicYears.id, startDate: academicYears.startDate, endDate: academicYears.endDate })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.active, true)));
  return row!;
}

export async function seedClass(ctx: TestContext, schoolId: number, name: string, opts: { nextClassId?: number | null; sortOrder?: number } = {}) {
  const [row] = await ctx.database.db
    .insert(classes)
    .values({ schoolId, name, sortOrder: opts.sortOrder ?? 0, nextClassId: opts.nextClassId ?? null })
    .returning({ id: classes.id });
  return row!.id;
}

export async function seedSection(ctx: TestContext, schoolId: number, academicYearId: number, classId: number, name: string, capacity = 40) {
  const [row] = await ctx.database.db.insert(sections).values({ schoolId, academicYearId, classId, name, capacity }).returning({ id: sections.id });
  return row!.id;
}

export async function seedParent(ctx: TestContext, schoolId: number, phone = `+2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, fullname = 'Pat Parent') {
  const [row] = await ctx.database.db.insert(parents).values({ schoolId, fullname, phone }).returning({ id: parents.id });
  return row!.id;
}

/** A student with a new parent and, when `sectionId` is given, an open enrolment there. */
export async function seedStudent(
  ctx: TestContext,
  schoolId: number,
  opts: { sectionId?: number; firstName?: string; lastName?: string; admissionNo?: string; status?: string; parentId?: number } = {},
) {
  const db = ctx.database.db;
  const parentId = opts.parentId ?? (await seedParent(ctx, schoolId));
  const [student] = await db
    .insert(students)
    .values({
      schoolId,
      admissionNo: opts.admissionNo ?? unique('ADM'),
      firstName: opts.firstName ?? 'Sam',
      lastName: opts.lastName ?? unique('Student'),
      gender: 'Male',
      dateOfBirth: '2015-03-04',
      admissionDate: '2020-01-06',
      parentId,
      status: opts.status ?? 'Active',
    })
    .returning({ id: students.id });
  if (opts.sectionId) {
    const [section] = await db
      .select({ classId: sections.classId, academicYearId: sections.academicYearId, start: academicYears.startDate })
      .from(sections)
      .innerJoin(academicYears, eq(academicYears.id, sections.academicYearId))
      .where(eq(sections.id, opts.sectionId));
    await db.insert(enrolments).values({
      schoolId,
      studentId: student!.id,
      academicYearId: section!.academicYearId,
      classId: section!.classId,
      sectionId: opts.sectionId,
      enrolledOn: section!.start,
    });
  }
  return student!.id;
}

/** One more enrolment of a student in `sectionId`'s year and class, closed with `outcome` when given. */
export async function seedEnrolment(ctx: TestContext, schoolId: number, studentId: number, sectionId: number, outcome?: 'promoted' | 'repeated' | 'moved') {
  const db = ctx.database.db;
  const [section] = await db
    .select({ classId: sections.classId, academicYearId: sections.academicYearId, start: academicYears.startDate, end: academicYears.endDate })
    .from(sections)
    .innerJoin(academicYears, eq(academicYears.id, sections.academicYearId))
    .where(and(eq(sections.id, sectionId), eq(sections.schoolId, schoolId)));
  const [row] = await db
    .insert(enrolments)
    .values({
      schoolId,
      studentId,
      academicYearId: section!.academicYearId,
      classId: section!.classId,
      sectionId,
      enrolledOn: section!.start,
      outcome: outcome ?? null,
      endedOn: outcome ? section!.end : null,
    })
    .returning({ id: enrolments.id });
  return row!.id;
}
