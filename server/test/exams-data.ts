import type { GradeBand, Precision, ResultState, RoundingRule } from '@contract';
import { examResults, examSubjects, exams, examTypes, gradingSystems, subjects } from '../db/schema';
import { type TestContext, unique } from './harness';
import { aToEBands } from '@contract/testing/grading';

/**
 * Exams written straight to the tables, for tests that need a grading system, an exam, its
 * papers or results as a given rather than as the set-up endpoints made them.
 */

/** A–E in whole percentages: A 80–100, B 70–79, C 60–69, D 50–59, E 0–49. */
export const FIVE_BANDS: GradeBand[] = aToEBands();

export async function seedGradingSystem(
  ctx: TestContext,
  schoolId: number,
  opts: { name?: string; precision?: Precision; rounding?: RoundingRule; bands?: GradeBand[] } = {},
) {
  const [row] = await ctx.database.db
    .insert(gradingSystems)
    .values({ schoolId, name: opts.name ?? unique('Grading '), precision: opts.precision ?? 0, rounding: opts.rounding ?? 'round', bands: opts.bands ?? FIVE_BANDS })
    .returning({ id: gradingSystems.id });
  return row!.id;
}

export async function seedExamType(ctx: TestContext, schoolId: number, weight = 100, name = unique('Type ')) {
  const [row] = await ctx.database.db.insert(examTypes).values({ schoolId, name, weight }).returning({ id: examTypes.id });
  return row!.id;
}

export async function seedExam(
  ctx: TestContext,
  schoolId: number,
  opts: { academicYearId: number; examTypeId: number; gradingSystemId: number; name?: string; startDate?: string; endDate?: string; status?: 'Pending' | 'Active' | 'Closed' },
) {
  const [row] = await ctx.database.db
    .insert(exams)
    .values({
      schoolId,
      academicYearId: opts.academicYearId,
      examTypeId: opts.examTypeId,
      gradingSystemId: opts.gradingSystemId,
      name: opts.name ?? unique('Exam '),
      startDate: opts.startDate ?? '2026-03-02',
      endDate: opts.endDate ?? opts.startDate ?? '2026-03-06',
      status: opts.status ?? 'Active',
    })
    .returning({ id: exams.id });
  return row!.id;
}

export async function seedSubject(ctx: TestContext, schoolId: number, name = unique('Subject ')) {
  const [row] = await ctx.database.db.insert(subjects).values({ schoolId, name, code: unique('S') }).returning({ id: subjects.id });
  return row!.id;
}

export async function seedExamSubject(
  ctx: TestContext,
  schoolId: number,
  opts: { examId: number; classId: number; subjectId?: number; maxMarks?: number; passMarks?: number; gradingSystemId?: number | null },
) {
  const subjectId = opts.subjectId ?? (await seedSubject(ctx, schoolId));
  const [row] = await ctx.database.db
    .insert(examSubjects)
    .values({
      schoolId,
      examId: opts.examId,
      classId: opts.classId,
      subjectId,
      maxMarks: opts.maxMarks ?? 100,
      passMarks: opts.passMarks ?? 50,
      gradingSystemId: opts.gradingSystemId ?? null,
    })
    .returning({ id: examSubjects.id });
  return { id: row!.id, subjectId };
}

/** Results of one paper: a number is a mark, 'absent' and 'exempt' are states. */
export async function seedResults(
  ctx: TestContext,
  schoolId: number,
  opts: { examSubjectId: number; sectionId: number; enteredBy: number; results: Record<number, number | Exclude<ResultState, 'marked'>> },
) {
  const rows = Object.entries(opts.results).map(([studentId, r]) => ({
    schoolId,
    examSubjectId: opts.examSubjectId,
    sectionId: opts.sectionId,
    studentId: Number(studentId),
    state: typeof r === 'number' ? 'marked' : r,
    marks: typeof r === 'number' ? r : null,
    enteredBy: opts.enteredBy,
  }));
  if (rows.length) await ctx.database.db.insert(examResults).values(rows);
}
