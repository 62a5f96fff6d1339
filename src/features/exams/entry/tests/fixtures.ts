import type { Exam, ExamClass, ExamSubject, GradingSystem, MarkSheet, MarkSheetStudent, Profile, SectionResults } from '@contract';

/** A Grade 4 A sheet of Mathematics out of 50, graded A–C with whole percentages rounded half up. */
export const GRADING: GradingSystem[] = [
  {
    id: 1,
    version: 1,
    name: 'Standard',
    precision: 0,
    rounding: 'round',
    status: 'Active',
    used_by: 1,
    bands: [
      { from: 80, to: 100, grade: 'A', point: 4, remark: 'Excellent' },
      { from: 60, to: 79, grade: 'B', point: 3, remark: 'Good' },
      { from: 0, to: 59, grade: 'C', point: 2, remark: null },
    ],
  },
];

export const EXAMS: Exam[] = [exam(2, 'Mid-term', 'Closed'), exam(3, 'End of term 1', 'Active'), exam(4, 'End of term 2', 'Pending')];

function exam(id: number, name: string, status: Exam['status']): Exam {
  return {
    id,
    version: 1,
    academic_year_id: 1,
    academic_year_name: '2026/27',
    exam_type_id: 1,
    exam_type_name: 'Term exam',
    name,
    start_date: '2026-11-02',
    end_date: '2026-11-13',
    status,
    grading_system_id: 1,
    grading_system_name: 'Standard',
    subjects: 2,
  };
}

export const paper = (id: number, subject: string): ExamSubject => ({
  id,
  version: 1,
  exam_id: 3,
  class_id: 2,
  class_name: 'Grade 4',
  subject_id: id,
  subject_name: subject,
  max_marks: 50,
  pass_marks: 25,
  date: '2026-11-04',
  grading_system_id: null,
  grading_system_name: 'Standard',
  results: 0,
});
export const PAPERS = [paper(21, 'Mathematics'), paper(22, 'English')];

export const CLASSES: ExamClass[] = [
  {
    class_id: 2,
    class_name: 'Grade 4',
    subjects: 2,
    sections: [
      { id: 6, name: 'B', students: 30, own: false, complete: 0 },
      { id: 5, name: 'A', students: 3, own: true, complete: 1 },
    ],
  },
];

export const student = (id: number, name: string, result: MarkSheetStudent['result'] = null): MarkSheetStudent => ({
  student_id: id,
  admission_no: `ADM-${id}`,
  fullname: name,
  result,
});

export const SHEET: MarkSheet = {
  exam: { id: 3, name: 'End of term 1', status: 'Active', academic_year_name: '2026/27' },
  exam_subject: PAPERS[0]!,
  section: { id: 5, name: 'A', class_id: 2, class_name: 'Grade 4' },
  saved: null,
  lock: null,
  students: [student(11, 'Amina Otieno'), student(12, 'Baraka Njoroge'), student(13, 'Chebet Kiprop')],
};

export const BROADSHEET: SectionResults = {
  exam: { id: 3, name: 'End of term 1', status: 'Active' },
  section: { id: 5, name: 'A', class_id: 2, class_name: 'Grade 4' },
  subjects: [
    { exam_subject_id: 21, subject_name: 'Mathematics', max_marks: 50, pass_marks: 25, complete: true, entered: 3 },
    { exam_subject_id: 22, subject_name: 'English', max_marks: 50, pass_marks: 25, complete: false, entered: 1 },
  ],
  students: SHEET.students.map((s) => ({ student_id: s.student_id, admission_no: s.admission_no, fullname: s.fullname, results: {} })),
};

export const user = { id: 7, schoolId: 3, time_zone: 'UTC', privileges: ['exam-entry'], role_id: 9 } as unknown as Profile;
export const owner = { schoolId: 3, id: 7 };
