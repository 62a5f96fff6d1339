import type { AbsentReport, AbsentStudent } from '@contract';
import { toCsv, type CsvColumn } from '@/components/data-table/csv';

/** "absent-report-2026-11-18-to-2026-11-24.csv", or one day's. */
export const csvFileName = (r: Pick<AbsentReport, 'from' | 'to'>) => `absent-report-${r.from === r.to ? r.from : `${r.from}-to-${r.to}`}.csv`;

/** A student's days absent in one cell: "2026-11-24 A (fever); 2026-11-20 E". */
export const daysText = (days: AbsentStudent['days']) => days.map((d) => `${d.date} ${d.code}${d.note ? ` (${d.note})` : ''}`).join('; ');

const COLUMNS: CsvColumn<AbsentStudent>[] = [
  { header: 'Admission no', value: (s) => s.admission_no },
  { header: 'Student', value: (s) => s.fullname },
  { header: 'Class', value: (s) => s.class_name },
  { header: 'Section', value: (s) => s.section_name },
  { header: 'Parent', value: (s) => s.parent_name },
  { header: 'Phone', value: (s) => s.parent_phone },
  // Counts are written as numbers, 0 included, so the columns never come and go with the figures.
  { header: 'Unexcused', value: (s) => s.unexcused },
  { header: 'Excused', value: (s) => s.excused },
  { header: 'Days absent', value: (s) => daysText(s.days) },
];

export const absentCsv = (r: AbsentReport) => toCsv(COLUMNS, r.students);
