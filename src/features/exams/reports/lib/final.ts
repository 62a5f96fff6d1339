import { formatCount, type FinalOutcome, type FinalReport, type FinalStudent, type FinalSubject } from '@contract';
import { toCsv, type CsvColumn } from '@/components/data-table/csv';
import { percentText, plural } from './cards';

export const OUTCOME_LABELS: Record<FinalOutcome, string> = { pass: 'Pass', fail: 'Fail', incomplete: 'Incomplete' };

const share = (n: number) => String(Math.round(n * 10) / 10);

/**
 * "Mid-term 20% · End of term 30% · Annual 50%": each type's share of the final, its weight
 * over the sum of the year's weights (so weights 1, 1, 2 read 25%, 25%, 50%).
 */
export function weightsLine(types: Pick<FinalReport['types'][number], 'name' | 'weight'>[]): string {
  const total = types.reduce((t, x) => t + x.weight, 0);
  if (!types.length) return 'No exam counts yet';
  if (total === 0) return 'No exam type carries a weight';
  return types.map((t) => (t.weight ? `${t.name} ${share((t.weight * 100) / total)}%` : `${t.name} 0% (not counted)`)).join(' · ');
}

/** "Mid-term: Mid-term 1, Mid-term 2 (Active)": the exams each type counts, an open one marked. */
export const examsLine = (t: FinalReport['types'][number]) =>
  `${t.name}: ${t.exams.length ? t.exams.map((e) => (e.status === 'Closed' ? e.name : `${e.name} (${e.status})`)).join(', ') : 'no exam yet'}`;

export interface FinalSection {
  id: number;
  name: string;
  students: FinalStudent[];
  /** Every subject any of its students has, in the order first met. */
  subjects: { id: number; name: string }[];
}

/** The students by section, in the order the report lists them. */
export function sectionsOf(students: FinalStudent[]): FinalSection[] {
  const byId = new Map<number, FinalSection>();
  for (const s of students) {
    let section = byId.get(s.section_id);
    if (!section) {
      section = { id: s.section_id, name: `${s.class_name} ${s.section_name}`, students: [], subjects: [] };
      byId.set(s.section_id, section);
    }
    section.students.push(s);
    for (const sub of s.subjects) if (!section.subjects.some((x) => x.id === sub.subject_id)) section.subjects.push({ id: sub.subject_id, name: sub.subject_name });
  }
  return [...byId.values()];
}

export const countOutcomes = (students: Pick<FinalStudent, 'outcome'>[]) => ({
  pass: students.filter((s) => s.outcome === 'pass').length,
  fail: students.filter((s) => s.outcome === 'fail').length,
  incomplete: students.filter((s) => s.outcome === 'incomplete').length,
});

/** "40 students · 32 pass · 6 fail · 2 incomplete". */
export function countsLine(students: Pick<FinalStudent, 'outcome'>[]): string {
  const c = countOutcomes(students);
  return `${plural(students.length, 'student')} · ${formatCount(c.pass)} pass · ${formatCount(c.fail)} fail · ${formatCount(c.incomplete)} incomplete`;
}

/** A subject's final in one cell's words: "72.5% B", "Absent" (from every exam), "Exempt". */
export function subjectText(s: FinalSubject | undefined, precision: number): string {
  if (!s) return '—';
  if (s.missing) return 'Absent';
  if (s.percent == null) return 'Exempt';
  return `${percentText(s.percent, precision)}${s.grade ? ` ${s.grade}` : ''}`;
}

/** One row per student, a % and a grade column per subject of the whole report. */
export function finalCsv(r: FinalReport): string {
  const precision = r.grading?.precision ?? 0;
  const subjects = sectionsOf(r.students).flatMap((s) => s.subjects).filter((s, i, all) => all.findIndex((x) => x.id === s.id) === i);
  const find = (st: FinalStudent, id: number) => st.subjects.find((x) => x.subject_id === id);
  const columns: CsvColumn<FinalStudent>[] = [
    { header: 'Admission no', value: (s) => s.admission_no },
    { header: 'Student', value: (s) => s.fullname },
    { header: 'Class', value: (s) => s.class_name },
    { header: 'Section', value: (s) => s.section_name },
    ...subjects.flatMap((sub): CsvColumn<FinalStudent>[] => [
      {
        header: `${sub.name} %`,
        value: (s) => {
          const x = find(s, sub.id);
          return x?.missing ? 'Absent' : x?.percent == null ? (x ? 'Exempt' : '') : x.percent.toFixed(precision);
        },
      },
      { header: `${sub.name} grade`, value: (s) => find(s, sub.id)?.grade },
      {
        header: `${sub.name} passed`,
        value: (s) => {
          const passed = find(s, sub.id)?.passed;
          return passed == null ? '' : passed ? 'yes' : 'no';
        },
      },
    ]),
    { header: 'Overall %', value: (s) => (s.percent == null ? '' : s.percent.toFixed(precision)) },
    { header: 'Grade', value: (s) => s.grade },
    { header: 'Rank', value: (s) => s.rank },
    { header: 'Outcome', value: (s) => OUTCOME_LABELS[s.outcome] },
    { header: 'Failed subjects', value: (s) => s.failed_subjects.join('; ') },
  ];
  return toCsv(columns, r.students);
}

/** "final-report-2026-2027.csv", or one section's. */
export const finalFileName = (r: FinalReport, section?: string) =>
  `final-report-${[r.academic_year.name, section].filter(Boolean).join('-').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.csv`;
