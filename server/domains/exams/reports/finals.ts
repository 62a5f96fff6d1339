import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  applyRule,
  bandFor,
  competitionRanks,
  EXAM_STATES,
  RESULT_STATES,
  type FinalOutcome,
  type FinalStudent,
  type FinalSubject,
  type GradingScale,
} from '@contract';
import * as v from 'valibot';
import { day } from '../../../db/row-fields';
import { readRows, type DbOrTx } from '../../../db/client';
import { allOf } from '../../../lib/listing';
import { gradingScales } from './report-cards';

/**
 * The final (annual) exam report (issue 16, ADR 027): the year's exams combined by exam-type
 * weight. `finalStudents` is the whole rule, on rows; `loadFinalRows` reads those rows with a
 * few set-based queries (the whole school at once), for the report and for the promotion
 * preview alike.
 *
 * Per subject: each exam the student sat gives marks ÷ maximum; a type's percentage is the mean
 * over its exams the student sat; the final percentage is Σ weight × type percentage ÷ Σ weight
 * over the types the student sat with a weight above 0. Absent and Exempt papers drop out (never
 * a 0). The pass mark combines the same way, and the subject passes when its final percentage,
 * ruled, reaches its pass percentage, ruled: the figures printed are the figures compared.
 *
 * Overall: each exam gives Σ marks ÷ Σ maximum over the papers sat (the report card's
 * percentage), combined over exams and types as a subject is. The outcome is fail when a subject
 * fails; otherwise incomplete when a subject has no final percentage because the student was
 * absent from every exam of it that counts (or nothing could be judged); otherwise pass.
 */

const finalTypeRow = v.object({ id: v.number(), name: v.string(), weight: v.number() });
export type FinalType = v.InferOutput<typeof finalTypeRow>;
const finalExamRow = v.object({
  id: v.number(),
  name: v.string(),
  status: v.picklist(EXAM_STATES),
  exam_type_id: v.number(),
  start_date: day,
  grading_system_id: v.number(),
});
export type FinalExam = v.InferOutput<typeof finalExamRow>;
const finalPaperRow = v.object({
  id: v.number(),
  exam_id: v.number(),
  class_id: v.number(),
  subject_id: v.number(),
  subject_name: v.string(),
  max_marks: v.number(),
  pass_marks: v.number(),
});
export type FinalPaper = v.InferOutput<typeof finalPaperRow>;
const finalResultRow = v.object({ exam_subject_id: v.number(), student_id: v.number(), state: v.picklist(RESULT_STATES), marks: v.nullable(v.number()) });
export type FinalResult = v.InferOutput<typeof finalResultRow>;
const finalEnrolledRow = v.object({
  student_id: v.number(),
  admission_no: v.string(),
  fullname: v.string(),
  section_id: v.number(),
  section_name: v.string(),
  class_id: v.number(),
  class_name: v.string(),
});
export type FinalEnrolled = v.InferOutput<typeof finalEnrolledRow>;
export interface FinalRows {
  /** The counted exams' types. */
  types: FinalType[];
  /** The counted exams, by start date. */
  exams: FinalExam[];
  /** The counted exams' papers, all classes. */
  papers: FinalPaper[];
  /** In the order the report lists them. */
  students: FinalEnrolled[];
  results: FinalResult[];
  /** Rules and grades the final percentages; null when no exam counts. */
  grading: GradingScale | null;
}

/** Marks ÷ maximum and pass ÷ maximum summed over the exams of one type the student sat. */
interface TypeTally {
  percent: number;
  pass: number;
  sat: number;
  absent: number;
  exempt: number;
}
const emptyTally = (): TypeTally => ({ percent: 0, pass: 0, sat: 0, absent: 0, exempt: 0 });

/** Σ weight × mean ÷ Σ weight over the types sat with a weight; null when none. */
function weighted<T extends { sat: number }>(tallies: Map<number, T>, weightOf: ReadonlyMap<number, number>, sum: (t: T) => number): number | null {
  let weights = 0;
  let total = 0;
  for (const [typeId, t] of tallies) {
    const w = weightOf.get(typeId) ?? 0;
    if (!t.sat || w <= 0) continue;
    weights += w;
    total += (w * sum(t)) / t.sat;
  }
  return weights ? total / weights : null;
}

const hundredths = (n: number) => Math.round(n * 100);
const NO_SCALE: GradingScale = { id: 0, name: '', precision: 2, rounding: 'round', bands: [] };
const byName = (a: { subject_name: string; subject_id: number }, b: { subject_name: string; subject_id: number }) => {
  const [x, y] = [a.subject_name.toLowerCase(), b.subject_name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.subject_id - b.subject_id;
};

/** One student's subjects: tallied per exam type, then weighted. */
function subjectLine(subjectId: number, name: string, types: Map<number, TypeTally>, weightOf: ReadonlyMap<number, number>, scale: GradingScale): FinalSubject {
  const rule = (x: number | null) => (x == null ? null : applyRule(x, scale));
  const percent = rule(weighted(types, weightOf, (t) => t.percent));
  const passPercent = rule(weighted(types, weightOf, (t) => t.pass));
  const byType: FinalSubject['by_type'] = {};
  let absent = false;
  for (const [id, t] of types) {
    absent ||= t.absent > 0;
    byType[String(id)] = { percent: t.sat ? rule(t.percent / t.sat) : null, state: t.sat ? null : t.absent ? 'absent' : t.exempt ? 'exempt' : null };
  }
  return {
    subject_id: subjectId,
    subject_name: name,
    by_type: byType,
    percent,
    pass_percent: passPercent,
    grade: percent == null ? null : (bandFor(percent, scale)?.grade ?? null),
    passed: percent == null || passPercent == null ? null : percent >= passPercent,
    missing: percent == null && absent,
  };
}

export function finalStudents(rows: FinalRows): FinalStudent[] {
  const scale = rows.grading ?? NO_SCALE;
  const examById = new Map(rows.exams.map((e) => [e.id, e]));
  const weightOf = new Map(rows.types.map((t) => [t.id, t.weight]));
  // Papers of the counted exams in subject-name order, so each student's subjects come out sorted.
  const counted = rows.papers.filter((p) => examById.has(p.exam_id)).sort(byName);
  const paperById = new Map(counted.map((p) => [p.id, p]));
  const papersOfClass = new Map<number, FinalPaper[]>();
  for (const p of counted) {
    const list = papersOfClass.get(p.class_id);
    if (list) list.push(p);
    else papersOfClass.set(p.class_id, [p]);
  }
  const resultsOf = new Map<number, Map<number, FinalResult>>();
  for (const r of rows.results) {
    let mine = resultsOf.get(r.student_id);
    if (!mine) resultsOf.set(r.student_id, (mine = new Map()));
    mine.set(r.exam_subject_id, r);
  }
  const none = new Map<number, FinalResult>();

  const students = rows.students.map((s): FinalStudent => {
    const mine = resultsOf.get(s.student_id) ?? none;
    // The class's papers, and any other paper the student has a result on (a class changed mid-year).
    const papers = papersOfClass.get(s.class_id) ?? [];
    const elsewhere: FinalPaper[] = [];
    for (const id of mine.keys()) {
      const p = paperById.get(id);
      if (p && p.class_id !== s.class_id) elsewhere.push(p);
    }
    const subjects = new Map<number, { name: string; types: Map<number, TypeTally> }>();
    const exams = new Map<number, { marks: number; max: number }>();
    for (const p of elsewhere.length ? [...papers, ...elsewhere].sort(byName) : papers) {
      const typeId = examById.get(p.exam_id)!.exam_type_id;
      let subject = subjects.get(p.subject_id);
      if (!subject) subjects.set(p.subject_id, (subject = { name: p.subject_name, types: new Map() }));
      let tally = subject.types.get(typeId);
      if (!tally) subject.types.set(typeId, (tally = emptyTally()));
      const r = mine.get(p.id);
      if (!r) continue;
      if (r.state === 'absent') tally.absent += 1;
      else if (r.state === 'exempt') tally.exempt += 1;
      else if (r.marks != null) {
        tally.sat += 1;
        tally.percent += (r.marks * 100) / p.max_marks;
        tally.pass += (p.pass_marks * 100) / p.max_marks;
        let sat = exams.get(p.exam_id);
        if (!sat) exams.set(p.exam_id, (sat = { marks: 0, max: 0 }));
        sat.marks += hundredths(r.marks);
        sat.max += hundredths(p.max_marks);
      }
    }
    const lines = [...subjects].map(([subjectId, { name, types }]) => subjectLine(subjectId, name, types, weightOf, scale));

    // Overall: each exam's Σ marks ÷ Σ maximum, averaged per type, then weighted.
    const byType = new Map<number, { sum: number; sat: number }>();
    for (const [examId, e] of exams) {
      const typeId = examById.get(examId)!.exam_type_id;
      let t = byType.get(typeId);
      if (!t) byType.set(typeId, (t = { sum: 0, sat: 0 }));
      t.sum += (e.marks * 100) / e.max;
      t.sat += 1;
    }
    const overall = weighted(byType, weightOf, (t) => t.sum);
    const percent = overall == null ? null : applyRule(overall, scale);
    const failed = lines.filter((l) => l.passed === false);
    const judged = lines.some((l) => l.percent != null);
    const outcome: FinalOutcome = failed.length ? 'fail' : !judged || lines.some((l) => l.missing) ? 'incomplete' : 'pass';
    return {
      student_id: s.student_id,
      admission_no: s.admission_no,
      fullname: s.fullname,
      section_id: s.section_id,
      section_name: s.section_name,
      class_name: s.class_name,
      subjects: lines,
      percent,
      grade: percent == null ? null : (bandFor(percent, scale)?.grade ?? null),
      outcome,
      failed_subjects: failed.map((l) => l.subject_name),
      rank: null,
    };
  });

  // Competition ranks within each section, by the final percentage as shown.
  const sections = new Map<number, FinalStudent[]>();
  for (const s of students) {
    const list = sections.get(s.section_id);
    if (list) list.push(s);
    else sections.set(s.section_id, [s]);
  }
  for (const list of sections.values()) {
    const ranks = competitionRanks(list.map((s) => s.percent));
    list.forEach((s, i) => (s.rank = ranks[i] ?? null));
  }
  return students;
}

export interface FinalScope {
  yearId: number;
  /** Only the year's exams up to this one (by start date). */
  examId?: number;
  /** Only the students whose latest enrolment of the year is in this section. */
  sectionId?: number;
  studentIds?: readonly number[];
  /** The class rule on the enrolment's class (`l.class_id`); undefined: every class. */
  classScope?: SQL;
}

/**
 * The rows of a final report: the year's exams except Pending ones (with `examId`, those that
 * start no later than it), their types, papers and results, and the students by their latest
 * enrolment of the year (a student who left the school is not listed).
 */
export async function loadFinalRows(db: DbOrTx, schoolId: number, scope: FinalScope): Promise<FinalRows> {
  const upTo = scope.examId ? sql`and ex.start_date <= (select start_date from exams where id = ${scope.examId} and school_id = ${schoolId})` : sql``;
  const exams = await readRows(
    db,
    finalExamRow,
    sql`select ex.id::int, ex.name, ex.status, ex.exam_type_id::int, to_char(ex.start_date, 'YYYY-MM-DD') as start_date, ex.grading_system_id::int
      from exams ex
      where ex.school_id = ${schoolId} and ex.academic_year_id = ${scope.yearId} and ex.status <> 'Pending' ${upTo}
      order by ex.start_date, ex.id`,
  );
  const students = await readRows(
    db,
    finalEnrolledRow,
    sql`with latest as (
        select distinct on (e.student_id) e.student_id, e.section_id, e.class_id, e.outcome
        from enrolments e where e.school_id = ${schoolId} and e.academic_year_id = ${scope.yearId}
        order by e.student_id, e.id desc)
      select l.student_id::int, s.admission_no, concat_ws(' ', s.first_name, s.middle_name, s.last_name) as fullname,
        l.section_id::int, x.name as section_name, l.class_id::int, c.name as class_name
      from latest l
      join students s on s.id = l.student_id and s.school_id = ${schoolId}
      join sections x on x.id = l.section_id
      join classes c on c.id = l.class_id
      where ${allOf(
        sql`(l.outcome is null or l.outcome <> 'transferred')`,
        scope.sectionId ? sql`l.section_id = ${scope.sectionId}` : undefined,
        scope.studentIds ? inArray(sql`l.student_id`, [...scope.studentIds, 0]) : undefined,
        scope.classScope,
      )}
      order by c.sort_order, c.name, x.name, x.id, s.first_name, s.last_name, s.id`,
  );
  const examIds = exams.map((e) => e.id);
  const ids = students.map((s) => s.student_id);
  const types = examIds.length
    ? await readRows(
        db,
        finalTypeRow,
        sql`select id::int, name, weight::int from exam_types where school_id = ${schoolId} and ${inArray(
          sql`id`,
          exams.map((e) => e.exam_type_id),
        )}`,
      )
    : [];
  const papers = examIds.length
    ? await readRows(
        db,
        finalPaperRow,
        sql`select es.id::int, es.exam_id::int, es.class_id::int, es.subject_id::int, sub.name as subject_name,
            es.max_marks::float8 as max_marks, es.pass_marks::float8 as pass_marks
          from exam_subjects es join subjects sub on sub.id = es.subject_id
          where es.school_id = ${schoolId} and ${inArray(sql`es.exam_id`, examIds)}`,
      )
    : [];
  // The whole school reads every result of the papers; a narrower report only its students'.
  const narrowed = scope.sectionId != null || scope.studentIds != null || scope.classScope != null;
  const results =
    papers.length && ids.length
      ? await readRows(
          db,
          finalResultRow,
          sql`select r.exam_subject_id::int, r.student_id::int, r.state, r.marks::float8 as marks
            from exam_results r
            where ${allOf(
              sql`r.school_id = ${schoolId}`,
              inArray(
                sql`r.exam_subject_id`,
                papers.map((p) => p.id),
              ),
              narrowed ? inArray(sql`r.student_id`, ids) : undefined,
            )}`,
        )
      : [];
  const gradingId = scope.examId ? await examSystem(db, schoolId, scope.examId) : exams.at(-1)?.grading_system_id;
  const grading = gradingId ? ((await gradingScales(db, schoolId, [gradingId])).get(gradingId) ?? null) : null;
  return { types, exams, papers, students, results, grading };
}

async function examSystem(db: DbOrTx, schoolId: number, examId: number): Promise<number | undefined> {
  const [row] = await readRows(db, v.object({ id: v.number() }), sql`select grading_system_id::int as id from exams where id = ${examId} and school_id = ${schoolId}`);
  return row?.id;
}
