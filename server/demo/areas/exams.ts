import { sql } from 'drizzle-orm';
import type { GradeBand } from '@contract';
import * as v from 'valibot';
import { readRows } from '../../db/client';
import { addDays } from '../../lib/days';
import { DEMO_TIME_ZONE, schoolDayTest, schoolDaysBefore } from './calendar';
import { TEACHER_CLASSES } from './classes';
import type { DemoContext } from './types';

/** The demo's one grading system: whole percentages, rounded half up, A to E. */
const BANDS: GradeBand[] = [
  { from: 80, to: 100, grade: 'A', point: 12, remark: 'Excellent' },
  { from: 70, to: 79, grade: 'B', point: 9, remark: 'Very good' },
  { from: 60, to: 69, grade: 'C', point: 6, remark: 'Good' },
  { from: 50, to: 59, grade: 'D', point: 4, remark: 'Fair: keep working' },
  { from: 40, to: 49, grade: 'E', point: 2, remark: 'Below the pass mark' },
  { from: 0, to: 39, grade: 'F', point: 0, remark: 'Needs support' },
];

/** Papers out of 50 for these subject codes; the rest out of 100. Pass is 40%. */
const SHORT_PAPERS = new Set(['ART', 'MUS', 'PE']);

/**
 * Two exam types (Mid-term 30, End of term 70), a grading system, and two exams of this year,
 * each named for its type and sat over five school days (never a weekend or a holiday) before
 * today: the mid-term exam, about the seventh week of term, Closed, with a result for every
 * student on every paper of their class (about one in seventy absent, a few exempt from
 * religious education); and the end of term exam, sat over the last five school days, Active:
 * two papers in three entered, the rest waiting, and the demo teacher's Grade 1 and 2 sheets
 * partly done so there is marking to do. Marks are saved the afternoon of their paper, never
 * later than now. Marks follow each student's ability and the paper (set-wise, seeded by hashes
 * so a re-seed gives the same school), centred near 62% as a real school's are: about one mark in
 * five is an A and one in eleven fails (the dashboard charts them).
 */
/** What an insert of named rows returns. */
const namedRow = v.object({ id: v.number(), name: v.string() });

export async function seedExams(ctx: DemoContext): Promise<void> {
  const { tx, schoolId, academicYearId } = ctx;
  const [grading] = await readRows(
    tx,
    v.object({ id: v.number() }),
    sql`insert into grading_systems (school_id, name, precision, rounding, bands)
      values (${schoolId}, 'Standard A–F', 0, 'round', ${JSON.stringify(BANDS)}::jsonb) returning id::int`,
  );
  const types = await readRows(
    tx,
    namedRow,
    sql`insert into exam_types (school_id, name, weight) values (${schoolId}, 'Mid-term', 30), (${schoolId}, 'End of term', 70) returning id::int, name`,
  );
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  const isSchoolDay = await schoolDayTest(ctx);
  const recent = schoolDaysBefore(isSchoolDay, ctx.today, 20);
  const endOfTerm = recent.slice(-5);
  // The seventh week of term, or earlier still when the term is young: always ten school days before the end of term papers.
  const midTerm = schoolDaysBefore(isSchoolDay, [addDays(ctx.academicYearStart, 7 * 7), recent[5]!].sort()[0]!, 5);
  const pgDays = (days: string[]) => `{${days.join(',')}}`;
  const exams = await readRows(
    tx,
    namedRow,
    sql`insert into exams (school_id, academic_year_id, exam_type_id, grading_system_id, name, start_date, end_date, status) values
      (${schoolId}, ${academicYearId}, ${typeId('Mid-term')}, ${grading!.id}, 'Mid-term exam', ${midTerm[0]}, ${midTerm[4]}, 'Active'),
      (${schoolId}, ${academicYearId}, ${typeId('End of term')}, ${grading!.id}, 'End of term exam', ${endOfTerm[0]}, ${endOfTerm[4]}, 'Active')
      returning id::int, name`,
  );
  const examId = (name: string) => exams.find((e) => e.name === name)!.id;
  const short = `{${[...SHORT_PAPERS].join(',')}}`;
  for (const [name, days] of [['Mid-term exam', midTerm], ['End of term exam', endOfTerm]] as const) {
    await tx.execute(sql`insert into exam_subjects (school_id, exam_id, class_id, subject_id, max_marks, pass_marks, date)
      select ${schoolId}, ${examId(name)}, sc.class_id, sc.subject_id,
        case when sub.code = any(${short}::text[]) then 50 else 100 end,
        case when sub.code = any(${short}::text[]) then 20 else 40 end,
        (${pgDays(days)}::date[])[1 + (sc.subject_id % 5)::int]
      from subject_classes sc join subjects sub on sub.id = sc.subject_id
      where sc.school_id = ${schoolId}`);
  }

  await markPapers(ctx, examId('Mid-term exam'), 1);
  const teacherClasses = (TEACHER_CLASSES.teacher ?? []).map((name) => ctx.classIds[name]!);
  await markPapers(ctx, examId('End of term exam'), 3, teacherClasses);
  // Closed after its marks were written: the database locks the marks of a closed exam.
  await tx.execute(sql`update exams set status = 'Closed' where id = ${examId('Mid-term exam')}`);
}

/**
 * Results for every student sitting each paper, and its sheet per section. With `every` > 1,
 * one paper in `every` is left unmarked; in `partly` classes a further one in two of the marked
 * sheets is not yet complete.
 */
async function markPapers(ctx: DemoContext, examId: number, every: number, partly: number[] = []) {
  const { tx, schoolId, adminId } = ctx;
  const partlyList = `{${partly.join(',') || '0'}}`;
  await tx.execute(sql`
    with paper as (
      select es.id, es.class_id, es.max_marks, es.subject_id, sub.code, ex.start_date, ex.end_date,
        least((es.date + time '15:00') at time zone ${DEMO_TIME_ZONE}, now()) as saved_at
      from exam_subjects es join exams ex on ex.id = es.exam_id join subjects sub on sub.id = es.subject_id
      where es.exam_id = ${examId} and (${every} = 1 or es.subject_id % ${every} <> 0)),
    sheet as (
      insert into exam_mark_sheets (school_id, exam_subject_id, section_id, complete, updated_by, updated_at)
      select ${schoolId}, paper.id, sec.id,
        not (sec.class_id = any(${partlyList}::bigint[]) and (paper.subject_id + sec.id) % 2 = 0),
        ${adminId}, paper.saved_at
      from paper join sections sec on sec.school_id = ${schoolId} and sec.class_id = paper.class_id
        and sec.academic_year_id = ${ctx.academicYearId} and sec.status = 'Active'
      returning exam_subject_id, section_id, complete),
    sitting as (
      select paper.*, sheet.section_id, sheet.complete, e.student_id,
        abs(hashtext(e.student_id::text)) % 50 as ability,
        abs(hashtext(e.student_id::text || ':' || paper.id::text)) % 1000 as r
      from sheet join paper on paper.id = sheet.exam_subject_id
      join enrolments e on e.school_id = ${schoolId} and e.section_id = sheet.section_id
        and e.enrolled_on <= paper.end_date and (e.ended_on is null or e.ended_on >= paper.start_date))
    insert into exam_results (school_id, exam_subject_id, student_id, section_id, state, marks, entered_by, entered_at)
    select ${schoolId}, s.id, s.student_id, s.section_id,
      case when s.r < 14 then 'absent' when s.code = 'RE' and s.r < 60 then 'exempt' else 'marked' end,
      case when s.r < 14 or (s.code = 'RE' and s.r < 60) then null
        else round(least(99, greatest(0, 40 + s.ability + (s.r % 37) - 18 + (s.subject_id % 7) - 3)) * s.max_marks / 50.0) / 2 end,
      ${adminId}, s.saved_at - interval '1 hour'
    from sitting s
    where s.complete or s.r % 3 <> 0`);
}
