export { finalStudents, loadFinalRows } from './reports/finals';
