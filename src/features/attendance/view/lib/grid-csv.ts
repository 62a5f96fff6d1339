import type { AttendanceGrid } from '@contract';
import { toCsv, type CsvColumn } from '@/components/data-table/csv';
import type { CodeLook } from './codes';
import { formatRate } from './rate';

type Row = Record<string, string | number>;

/** "attendance-grade-4-a-2026-11-02-to-2026-11-27.csv" */
export function csvFileName(grid: Pick<AttendanceGrid, 'section' | 'start' | 'end'>): string {
  const slug = `attendance ${grid.section.class_name} ${grid.section.name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug}-${grid.start === grid.end ? grid.start : `${grid.start}-to-${grid.end}`}.csv`;
}

/**
 * The grid as a spreadsheet: a student a row with each day's code letter, then each day's
 * counts. A day without a register says so in the rate row, so its column is kept (the writer
 * drops columns blank in every row).
 */
export function gridCsv(grid: AttendanceGrid, codes: CodeLook): string {
  const dayKeys = grid.days.map((d) => d.date);
  const headers = ['Admission no', 'Student', ...dayKeys, 'Present', 'Absent', 'Excused', 'Rate'];
  const columns: CsvColumn<Row>[] = headers.map((header) => ({ header, value: (r) => r[header] }));
  const rows: Row[] = grid.students.map((s) => {
    const row: Row = { 'Admission no': s.admission_no, Student: s.fullname, Present: s.present, Absent: s.absent, Excused: s.excused, Rate: formatRate(s) };
    s.marks.forEach((codeId, i) => {
      row[dayKeys[i]!] = codeId === null ? '' : (codes.get(codeId)?.code ?? '?');
    });
    return row;
  });
  const totalRow = (label: string, pick: (d: AttendanceGrid['days'][number]) => string | number, overall: string | number): Row => {
    const row: Row = { Student: label, [label]: overall };
    for (const d of grid.days) row[d.date] = d.taken ? pick(d) : '';
    return row;
  };
  rows.push(
    totalRow('Present', (d) => d.present, grid.totals.present),
    totalRow('Absent', (d) => d.absent, grid.totals.absent),
    totalRow('Excused', (d) => d.excused, grid.totals.excused),
  );
  const rateRow: Row = { Student: 'Rate', Rate: formatRate(grid.totals) };
  for (const d of grid.days) rateRow[d.date] = d.taken ? formatRate(d) : 'not taken';
  rows.push(rateRow);
  return toCsv(columns, rows);
}
