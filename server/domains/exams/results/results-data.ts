import { sql } from 'drizzle-orm';
import type { Privilege } from '@contract';
import * as v from 'valibot';
import { readRows } from '../../../db/client';
import { seedExam, seedExamSubject, seedExamType, seedGradingSystem } from '../../../test/exams-data';
import { seedUser } from '../../../test/fixtures';
import type { TwoSchools } from '../../../test/schools';
import { activeYear, seedClass, seedSection, seedStudent } from '../../../test/students-data';

/**
 * The school the exam-results tests share: Grade 1 (sections G1 with six students and G1B with
 * three) and Grade 2 (G2, four students), an Active exam on the year's first day, Grade 1's
 * Mathematics paper out of 50 and Grade 2's out of 100, and a Grade 2 teacher who enters marks.
 */
export async function seedResultsSchool(t: TwoSchools) {
  const { schoolId } = t.schoolA;
  const year = await activeYear(t.ctx, schoolId);
  const grade1 = await seedClass(t.ctx, schoolId, 'Grade 1', { sortOrder: 1 });
  const grade2 = await seedClass(t.ctx, schoolId, 'Grade 2', { sortOrder: 2 });
  const sections = { g1: 0, g1b: 0, g2: 0 };
  const kids: Record<keyof typeof sections, number[]> = { g1: [], g1b: [], g2: [] };
  for (const [key, classId, n] of [['g1', grade1, 6], ['g1b', grade1, 3], ['g2', grade2, 4]] as const) {
    sections[key] = await seedSection(t.ctx, schoolId, year.id, classId, key.toUpperCase());
    // Names in the order the sheet lists them (first name, then last name).
    for (let i = 0; i < n; i++) kids[key].push(await seedStudent(t.ctx, schoolId, { sectionId: sections[key], firstName: `${key}-${i}`, lastName: 'Pupil' }));
  }
  const gradingSystemId = await seedGradingSystem(t.ctx, schoolId);
  const examTypeId = await seedExamType(t.ctx, schoolId);
  const examId = await seedExam(t.ctx, schoolId, { academicYearId: year.id, examTypeId, gradingSystemId, name: 'Term 1', startDate: year.startDate, endDate: year.startDate });
  const maths = await seedExamSubject(t.ctx, schoolId, { examId, classId: grade1, maxMarks: 50, passMarks: 25 });
  const english = await seedExamSubject(t.ctx, schoolId, { examId, classId: grade1, maxMarks: 100, passMarks: 40 });
  const g2paper = await seedExamSubject(t.ctx, schoolId, { examId, classId: grade2, maxMarks: 100, passMarks: 40 });
  const teacher = await userToken(t, ['exam-entry'], [grade2]);
  return { year, grade1, grade2, sections, kids, gradingSystemId, examTypeId, examId, maths: maths.id, english: english.id, g2paper: g2paper.id, teacher };
}

/** A signed-in user of school A holding exactly `privileges`, assigned `classIds`. */
export async function userToken(t: TwoSchools, privileges: Privilege[], classIds: number[] = []) {
  const user = await seedUser(t.ctx, t.schoolA.schoolId, privileges, { classIds });
  return { id: user.id, token: await t.api.login(user.username, user.password) };
}

export async function setExamStatus(t: TwoSchools, examId: number, status: 'Pending' | 'Active' | 'Closed') {
  await t.ctx.database.db.execute(sql`update exams set status = ${status} where id = ${examId}`);
}

export const countRows = async (t: TwoSchools, table: string, where = sql`true`) =>
  (await readRows(t.ctx.database.db, v.object({ n: v.number() }), sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0]!.n;
