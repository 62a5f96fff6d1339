export { finalStudents, loadFinalRows } from './reports/finals';
export { latestExamGrades } from './reports/latest-grades';
