export { finalStudents, loadFinalRows } from './reports/finals';
export { latestExamGrades } from './reports/latest-grades';
export { sectionCards, studentMarks } from './reports/cards.load';
export type { ExamRow, ExamSectionRow } from './scope';
export { issueCards } from './reports/issue.service';
