export { schoolCalendar } from './calendar';
export { unpaidLeaveApprovedSince, unpaidLeaveInMonth, type UnpaidDayBasis, type UnpaidLeaveMonth } from './payroll-reads';
export { coveredSections } from './cover/covered-sections';
