import { inArray, sql } from 'drizzle-orm';
import {
  bandFor,
  competitionRanks,
  grade,
  gradingScaleRow,
  roundTo,
  ruledPercent,
  type AttendanceTotals,
  type CardAttendance,
  type CardSubject,
  type GradingScale,
  type ReportCard,
  type ResultState,
} from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';

/**
 * Report cards (issue 16, ADR 027), computed from rows: each paper graded with its own grading
 * system through `grade()`, the overall percentage Σ marks ÷ Σ maximum over the papers sat,
 * ruled and graded by the exam's system. Absent and Exempt papers are counted apart and never
 * enter a total as 0. Nothing here reads the database but `gradingScales`, so the rule is the
 * same for the live cards, the issued snapshot and any test.
 */

export interface CardPaper {
  exam_subject_id: number;
  subject_name: string;
  max_marks: number;
  pass_marks: number;
  /** The system that grades it: its own, else the exam's. */
  grading_system_id: number;
}

export interface CardResult {
  exam_subject_id: number;
  student_id: number;
  state: ResultState;
  marks: number | null;
  remark: string | null;
}

export interface CardStudent {
  student_id: number;
  admission_no: string;
  fullname: string;
  gender: string;
}

export interface CardSheet {
  class_name: string;
  section_name: string;
  /** Grades the overall percentage; its rule ranks the section. */
  exam_system: GradingScale;
  systems: ReadonlyMap<number, GradingScale>;
  /** In the order the card lists them. */
  papers: readonly CardPaper[];
  /** Everyone ranked: the whole section, even when one card is asked for. */
  students: readonly CardStudent[];
  results: readonly CardResult[];
  /** The term's registers: null when the section kept none in it. */
  attendance: { from: string; to: string; totals: ReadonlyMap<number, AttendanceTotals> } | null;
  remarks: ReadonlyMap<number, string>;
}

/** Marks have at most two decimals: summed in hundredths they add up exactly. */
const hundredths = (n: number) => Math.round(n * 100);

function subjectLine(paper: CardPaper, result: CardResult | undefined, system: GradingScale): CardSubject {
  const base = {
    exam_subject_id: paper.exam_subject_id,
    subject_name: paper.subject_name,
    max_marks: paper.max_marks,
    pass_marks: paper.pass_marks,
    grading_system_id: system.id,
  };
  if (!result || result.state !== 'marked' || result.marks == null) {
    return { ...base, state: result?.state ?? null, marks: null, percent: null, grade: null, point: null, remark: result?.remark ?? null, passed: null };
  }
  const { percent, band } = grade(result.marks, paper.max_marks, system);
  return {
    ...base,
    state: 'marked',
    marks: result.marks,
    percent,
    grade: band?.grade ?? null,
    point: band?.point ?? null,
    remark: result.remark ?? band?.remark ?? null,
    passed: result.marks >= paper.pass_marks,
  };
}

function attendanceOf(sheet: CardSheet, studentId: number): CardAttendance | null {
  if (!sheet.attendance) return null;
  const t = sheet.attendance.totals.get(studentId) ?? { marked: 0, present: 0, absent: 0, excused: 0 };
  return { from: sheet.attendance.from, to: sheet.attendance.to, ...t, rate: t.marked ? roundTo((t.present * 100) / t.marked, 1) : null };
}

/** The section's cards, in the students' order, ranked among them all. */
export function buildReportCards(sheet: CardSheet): ReportCard[] {
  const byStudent = new Map<number, Map<number, CardResult>>();
  for (const r of sheet.results) {
    const mine = byStudent.get(r.student_id) ?? new Map<number, CardResult>();
    mine.set(r.exam_subject_id, r);
    byStudent.set(r.student_id, mine);
  }
  const systemOf = (paper: CardPaper) => {
    const system = sheet.systems.get(paper.grading_system_id);
    if (!system) throw new Error(`grading system ${paper.grading_system_id} was not loaded`);
    return system;
  };
  const cards = sheet.students.map((s): ReportCard => {
    const mine = byStudent.get(s.student_id);
    const subjects = sheet.papers.map((p) => subjectLine(p, mine?.get(p.exam_subject_id), systemOf(p)));
    const sat = subjects.filter((x) => x.state === 'marked');
    const marks = sat.reduce((sum, x) => sum + hundredths(x.marks!), 0) / 100;
    const max = sat.reduce((sum, x) => sum + hundredths(x.max_marks), 0) / 100;
    const percent = sat.length ? ruledPercent(marks, max, sheet.exam_system) : null;
    const band = percent == null ? null : bandFor(percent, sheet.exam_system);
    const points = subjects.filter((x) => x.point != null);
    return {
      student: { id: s.student_id, admission_no: s.admission_no, fullname: s.fullname, gender: s.gender },
      class_name: sheet.class_name,
      section_name: sheet.section_name,
      subjects,
      sat: sat.length,
      absent: subjects.filter((x) => x.state === 'absent').length,
      exempt: subjects.filter((x) => x.state === 'exempt').length,
      total_marks: marks,
      total_max: max,
      percent,
      grade: band?.grade ?? null,
      mean_point: points.length ? roundTo(points.reduce((sum, x) => sum + hundredths(x.point!), 0) / points.length / 100, 2) : null,
      rank: null,
      ranked_of: 0,
      attendance: attendanceOf(sheet, s.student_id),
      grade_remark: band?.remark ?? null,
      teacher_remark: sheet.remarks.get(s.student_id) ?? null,
    };
  });
  const ranks = competitionRanks(cards.map((c) => c.percent));
  const rankedOf = ranks.filter((r) => r != null).length;
  cards.forEach((c, i) => {
    c.rank = ranks[i] ?? null;
    c.ranked_of = rankedOf;
  });
  return cards;
}

/** Every system the cards use, the exam's first, then each paper's in the order met. */
export function gradingUsed(sheet: Pick<CardSheet, 'exam_system' | 'systems' | 'papers'>): GradingScale[] {
  const ids = [...new Set([sheet.exam_system.id, ...sheet.papers.map((p) => p.grading_system_id)])];
  return ids.map((id) => (id === sheet.exam_system.id ? sheet.exam_system : sheet.systems.get(id)!));
}

/** JSON with object keys sorted, so a card read back from jsonb (which reorders keys) compares equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/**
 * The school's grading systems by id, as a report grades with them (rule and bands). Every
 * request loads the systems it names afresh: nothing is kept between requests.
 */
export async function gradingScales(db: DbOrTx, schoolId: number, ids: readonly number[]): Promise<Map<number, GradingScale>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await readRows(
    db,
    gradingScaleRow,
    sql`select id::int, name, precision::int, rounding, bands from grading_systems
      where school_id = ${schoolId} and ${inArray(sql`id`, wanted)}`,
  );
  // Each band rebuilt from its fields: a band stored with a key of its own does not reach a card.
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: r.name, precision: r.precision, rounding: r.rounding, bands: r.bands.map((b) => ({ from: b.from, to: b.to, grade: b.grade, point: b.point, remark: b.remark })) },
    ]),
  );

}
