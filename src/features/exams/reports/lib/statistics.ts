import type { ExamStatistics, SubjectStatistics } from '@contract';
import { toCsv, type CsvColumn } from '@/components/data-table/csv';
import { marksText } from './cards';

/** A figure in marks, or a dash when nobody sat. */
export const figure = (n: number | null) => (n == null ? '—' : marksText(n));

/** "A 5; B 10; C 0": the distribution in one cell, highest grade first. */
export const distributionText = (d: SubjectStatistics['distribution']) => d.map((g) => `${g.grade} ${g.count}`).join('; ');

const COLUMNS: CsvColumn<SubjectStatistics>[] = [
  { header: 'Subject', value: (r) => r.subject_name },
  { header: 'Class', value: (r) => r.class_name },
  { header: 'Section', value: (r) => r.section_name },
  { header: 'Out of', value: (r) => r.max_marks },
  // Counts are written as numbers, 0 included, so the columns never come and go with the figures.
  { header: 'Sat', value: (r) => r.sat },
  { header: 'Absent', value: (r) => r.absent },
  { header: 'Exempt', value: (r) => r.exempt },
  { header: 'Mean', value: (r) => r.mean },
  { header: 'Median', value: (r) => r.median },
  { header: 'Highest', value: (r) => r.highest },
  { header: 'Lowest', value: (r) => r.lowest },
  { header: 'Pass rate %', value: (r) => r.pass_rate },
  { header: 'Grades', value: (r) => distributionText(r.distribution) },
];

export const statisticsCsv = (s: ExamStatistics) => toCsv(COLUMNS, s.rows);

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'exam';

/** "subject-statistics-term-1-exam.csv", or one section's. */
export const statisticsFileName = (s: ExamStatistics, section?: string) => `subject-statistics-${slug(s.exam.name)}${section ? `-${slug(section)}` : ''}.csv`;
