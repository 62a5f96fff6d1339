export { attendanceTotals, sectionKeptRegisters } from './reports/attendance-counts';
export { isSchoolDaySql } from './settings/school-days';
