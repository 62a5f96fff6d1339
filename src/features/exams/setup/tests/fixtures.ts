import { aToEBands } from '@contract/testing/grading';
import type { AcademicYear, Exam, ExamSubject, ExamType, GradeBand, GradingSystem, Subject } from '@contract';

export const FIVE: GradeBand[] = aToEBands();

export const SYSTEM: GradingSystem = { id: 3, version: 4, name: 'Secondary A–E', precision: 0, rounding: 'round', bands: FIVE, status: 'Active', used_by: 2 };
export const OLD_SYSTEM: GradingSystem = { ...SYSTEM, id: 5, version: 1, name: 'Old scale', status: 'Inactive', used_by: 0 };

export const YEARS: AcademicYear[] = [
  { id: 12, version: 1, name: '2030/2031', start_date: '2030-09-02', end_date: '2031-07-18', active: true },
  { id: 11, version: 1, name: '2029/2030', start_date: '2029-09-03', end_date: '2030-07-19', active: false },
];

export const TYPES: ExamType[] = [
  { id: 1, version: 1, name: 'Mid-term', weight: 20, exams: 2 },
  { id: 2, version: 1, name: 'End of term', weight: 30, exams: 1 },
  { id: 3, version: 2, name: 'Annual', weight: 50, exams: 0 },
];

const exam = (id: number, name: string, status: Exam['status'], version = 1): Exam => ({
  id,
  version,
  academic_year_id: 12,
  academic_year_name: '2030/2031',
  exam_type_id: 1,
  exam_type_name: 'Mid-term',
  name,
  start_date: '2030-10-14',
  end_date: '2030-10-18',
  status,
  grading_system_id: 3,
  grading_system_name: 'Secondary A–E',
  subjects: 6,
});

export const PENDING = exam(31, 'Term 2 mid-term', 'Pending', 2);
export const ACTIVE = exam(30, 'Term 1 mid-term', 'Active', 5);
export const CLOSED = exam(29, 'Term 3 exam', 'Closed', 7);
export const EXAMS: Exam[] = [PENDING, ACTIVE, CLOSED];

export const SUBJECTS: Subject[] = [
  { id: 101, version: 1, name: 'Biology', code: 'BIO', class_ids: [7], status: 'Active' },
  { id: 102, version: 1, name: 'Chemistry', code: 'CHE', class_ids: [7], status: 'Active' },
  { id: 103, version: 1, name: 'English', code: 'ENG', class_ids: [7], status: 'Active' },
  { id: 104, version: 1, name: 'Mathematics', code: 'MAT', class_ids: [7], status: 'Active' },
  { id: 105, version: 1, name: 'Latin', code: 'LAT', class_ids: [7], status: 'Inactive' },
];

export const PAPER: ExamSubject = {
  id: 501,
  version: 3,
  exam_id: 30,
  class_id: 7,
  class_name: 'Grade 7',
  subject_id: 103,
  subject_name: 'English',
  max_marks: 80,
  pass_marks: 40,
  date: '2030-10-15',
  grading_system_id: null,
  grading_system_name: 'Secondary A–E',
  results: 0,
};
