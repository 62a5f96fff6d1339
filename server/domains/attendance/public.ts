export { attendanceTotals, sectionKeptRegisters } from './reports/attendance-counts';
export { countingCode, countingNote, noTotals } from './reports/shared';
export { isSchoolDaySql, schoolDay } from './settings/school-days';
