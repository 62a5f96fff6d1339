import type { CardSubject, Exam, ExamClass, ExamStatistics, FinalReport, FinalStudent, IssuedCard, IssuedCardSummary, ReportCard, ReportCards } from '@contract';
import { CARD_TREATMENT, FINAL_TREATMENT, STATISTICS_TREATMENT } from '@contract';
import { gradingScale, passOrFail } from '@contract/testing/grading';

export const FIVE = gradingScale(1, 'Five bands', 1, [
  { from: 80, to: 100, grade: 'A', point: 4, remark: 'Excellent' },
  { from: 65, to: 79.9, grade: 'B', point: 3, remark: 'Very good' },
  { from: 50, to: 64.9, grade: 'C', point: 2, remark: 'Good' },
  { from: 40, to: 49.9, grade: 'D', point: 1, remark: 'Fair' },
  { from: 0, to: 39.9, grade: 'E', point: 0, remark: 'Needs support' },
]);
export const PASS_FAIL = gradingScale(2, 'Pass or fail', 0, passOrFail(1, [1, 0]), 'truncate');

export const exam = (id: number, name: string, status: Exam['status'], extra: Partial<Exam> = {}): Exam => ({
  id, version: 1, academic_year_id: 3, academic_year_name: '2026/2027', exam_type_id: 1, exam_type_name: 'End of term', name,
  start_date: '2026-11-16', end_date: '2026-11-27', status, grading_system_id: 1, grading_system_name: 'Five bands', subjects: 3, ...extra,
});
export const EXAMS: Exam[] = [exam(12, 'Mid-term 2', 'Pending'), exam(11, 'Term 1 exam', 'Closed'), exam(10, 'Mid-term 1', 'Closed', { exam_type_id: 2, exam_type_name: 'Mid-term', start_date: '2026-10-05', end_date: '2026-10-09' })];

export const CLASSES: ExamClass[] = [
  { class_id: 7, class_name: 'Grade 7', subjects: 3, sections: [{ id: 71, name: 'North', students: 3, own: false, complete: 3 }, { id: 72, name: 'South', students: 30, own: true, complete: 1 }] },
  { class_id: 8, class_name: 'Grade 8', subjects: 3, sections: [{ id: 81, name: 'East', students: 28, own: false, complete: 0 }] },
];

const paper = (id: number, subject_name: string, state: CardSubject['state'], marks: number | null, extra: Partial<CardSubject> = {}): CardSubject => ({
  exam_subject_id: id, subject_name, max_marks: 100, pass_marks: 40, state, marks,
  percent: state === 'marked' ? marks : null, grade: null, point: null, remark: null, passed: state === 'marked' ? (marks ?? 0) >= 40 : null,
  grading_system_id: 1, ...extra,
});

export const card = (id: number, fullname: string, rank: number | null, subjects: CardSubject[], extra: Partial<ReportCard> = {}): ReportCard => {
  const sat = subjects.filter((s) => s.state === 'marked');
  const total = sat.reduce((t, s) => t + (s.marks ?? 0), 0);
  const max = sat.reduce((t, s) => t + s.max_marks, 0);
  return {
    student: { id, admission_no: `ADM-${id}`, fullname, gender: 'Female' }, class_name: 'Grade 7', section_name: 'North', subjects,
    sat: sat.length, absent: subjects.filter((s) => s.state === 'absent').length, exempt: subjects.filter((s) => s.state === 'exempt').length,
    total_marks: total, total_max: max, percent: max ? Math.round((total * 1000) / max) / 10 : null, grade: 'B', mean_point: sat.length ? 3 : null,
    rank, ranked_of: 3, attendance: null, grade_remark: 'Very good', teacher_remark: null, ...extra,
  };
};

export const ANN = card(501, 'Ann Achebe', 1, [
  paper(1, 'Mathematics', 'marked', 72.5, { grade: 'B', point: 3, remark: 'Very good' }),
  paper(2, 'English', 'absent', null),
  paper(3, 'Art', 'exempt', null, { grading_system_id: 2 }),
], { attendance: { from: '2026-09-01', to: '2026-11-27', marked: 60, present: 57, absent: 2, excused: 1, rate: 95 }, teacher_remark: 'Keeps improving.' });
export const BEN = card(502, 'Ben Bello', 1, [
  paper(1, 'Mathematics', 'marked', 60, { grade: 'C', point: 2 }),
  paper(2, 'English', 'marked', 85, { grade: 'A', point: 4 }),
  paper(3, 'Art', 'marked', 30, { grading_system_id: 2, grade: 'F', point: 0, percent: 30, passed: false }),
]);
export const CY = card(503, 'Cy Cole', 3, [paper(1, 'Mathematics', 'marked', 41, { grade: 'D', point: 1 }), paper(2, 'English', 'marked', 50, { grade: 'C', point: 2 }), paper(3, 'Art', 'marked', 55, { grading_system_id: 2, grade: 'P', point: 1 })]);

export const cards = (list: ReportCard[] = [ANN, BEN, CY], status: Exam['status'] = 'Closed'): ReportCards => ({
  exam: { id: 11, name: 'Term 1 exam', status, academic_year_name: '2026/2027', exam_type_name: 'End of term', start_date: '2026-11-16', end_date: '2026-11-27' },
  school_name: 'Greenfield School',
  section: { id: 71, name: 'North', class_id: 7, class_name: 'Grade 7' },
  grading: [FIVE, PASS_FAIL],
  treatment: CARD_TREATMENT,
  cards: list,
});

export const ISSUED: IssuedCardSummary[] = [
  { id: 901, student_id: 501, fullname: 'Ann Achebe', version: 2, issued_at: '2026-12-03T11:05:00Z', issued_by_name: 'Mary Wanjiku', latest: true },
  { id: 900, student_id: 501, fullname: 'Ann Achebe', version: 1, issued_at: '2026-12-01T09:00:00Z', issued_by_name: 'Mary Wanjiku', latest: false },
  { id: 902, student_id: 502, fullname: 'Ben Bello', version: 1, issued_at: '2026-12-01T09:00:00Z', issued_by_name: 'Mary Wanjiku', latest: true },
];

/** Ann's first issue, before English was corrected from Absent: frozen as it was. */
export const ANN_V1: IssuedCard = {
  ...ISSUED[1]!,
  exam_id: 11,
  section_id: 71,
  card: { ...ANN, subjects: ANN.subjects.map((s) => (s.exam_subject_id === 1 ? { ...s, marks: 70, percent: 70 } : s)), total_marks: 70, percent: 70 },
  grading: [FIVE, PASS_FAIL],
  treatment: CARD_TREATMENT,
};

export const STATISTICS: ExamStatistics = {
  exam: { id: 11, name: 'Term 1 exam', status: 'Closed' },
  treatment: STATISTICS_TREATMENT,
  grading: [FIVE, PASS_FAIL],
  rows: [
    {
      exam_subject_id: 1, subject_name: 'Mathematics', section_id: 71, section_name: 'North', class_name: 'Grade 7', max_marks: 100, sat: 3, absent: 1, exempt: 0,
      mean: 57.83, median: 60, highest: 72.5, lowest: 41, pass_rate: 100,
      distribution: [{ grade: 'A', count: 0 }, { grade: 'B', count: 1 }, { grade: 'C', count: 1 }, { grade: 'D', count: 1 }, { grade: 'E', count: 0 }],
    },
    {
      exam_subject_id: 3, subject_name: 'Art', section_id: 71, section_name: 'North', class_name: 'Grade 7', max_marks: 50, sat: 0, absent: 0, exempt: 3,
      mean: null, median: null, highest: null, lowest: null, pass_rate: null, distribution: [{ grade: 'P', count: 0 }, { grade: 'F', count: 0 }],
    },
  ],
};

const finalSubject = (subject_id: number, subject_name: string, percent: number | null, grade: string | null, passed: boolean | null, missing = false) => ({
  subject_id, subject_name, by_type: {}, percent, pass_percent: 40, grade, passed, missing,
});
const finalStudent = (student_id: number, fullname: string, section_id: number, extra: Partial<FinalStudent>): FinalStudent => ({
  student_id, admission_no: `ADM-${student_id}`, fullname, section_id, section_name: section_id === 71 ? 'North' : 'East', class_name: section_id === 71 ? 'Grade 7' : 'Grade 8',
  subjects: [], percent: null, grade: null, outcome: 'pass', failed_subjects: [], rank: null, ...extra,
});

export const FINAL: FinalReport = {
  academic_year: { id: 3, name: '2026/2027' },
  types: [
    { id: 2, name: 'Mid-term', weight: 20, exams: [{ id: 10, name: 'Mid-term 1', status: 'Closed' }] },
    { id: 1, name: 'End of term', weight: 30, exams: [{ id: 11, name: 'Term 1 exam', status: 'Closed' }] },
    { id: 4, name: 'Annual', weight: 50, exams: [{ id: 13, name: 'Annual exam', status: 'Active' }] },
  ],
  grading: FIVE,
  treatment: FINAL_TREATMENT,
  students: [
    finalStudent(501, 'Ann Achebe', 71, {
      subjects: [finalSubject(1, 'Mathematics', 72.5, 'B', true), finalSubject(2, 'English', 81, 'A', true)], percent: 76.8, grade: 'B', outcome: 'pass', rank: 1,
    }),
    finalStudent(502, 'Ben Bello', 71, {
      subjects: [finalSubject(1, 'Mathematics', 35, 'E', false), finalSubject(2, 'English', 55, 'C', true)], percent: 45, grade: 'D', outcome: 'fail', failed_subjects: ['Mathematics'], rank: 2,
    }),
    finalStudent(601, 'Dee Dube', 81, {
      subjects: [finalSubject(1, 'Mathematics', 66, 'B', true), finalSubject(2, 'English', null, null, null, true)], percent: 66, grade: 'B', outcome: 'incomplete', rank: 1,
    }),
  ],
};
