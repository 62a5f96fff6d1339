import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AbsentReport, AbsentStudent, Profile } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { ReportFrame } from '@/components/report/report-frame';
import { ReportTable, type ReportColumn } from '@/components/report/report-table';
import { formatDate } from '@/lib/format-date';
import { todayIn } from '@/lib/today';
import { attendanceConfigQueryOptions } from '../../api/config';
import { codesByLetter } from '../../view/lib/codes';
import { absentReportQueryOptions } from '../api/absent';
import { absentCsv, csvFileName } from '../lib/csv';
import { absentChoice, searchOf, timesWords, windowOf, type AbsentChoice, type AbsentSearch } from '../lib/search';
import { AbsentDays, type AbsentDaysProps } from './absent-days';
import { AbsentFilterDialog } from './absent-filter-dialog';

export interface AbsentReportPageProps {
  user: Profile;
  search: AbsentSearch;
  onSearch: (next: AbsentSearch) => void;
}

const TITLE = 'Absent Report';

/** A number a person can dial: digits and a leading plus (RFC 3966 has no spaces). */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const columnsOf = (codes: AbsentDaysProps['codes']): ReportColumn<AbsentStudent>[] => [
  {
    id: 'student',
    header: 'Student',
    cell: (s) => (
      <>
        {s.fullname}
        <span className="block text-xs font-normal text-slate-600">{s.admission_no}</span>
      </>
    ),
  },
  { id: 'class', header: 'Class', cell: (s) => <span className="whitespace-nowrap">{`${s.class_name} ${s.section_name}`}</span> },
  {
    id: 'parent',
    header: 'Parent',
    cell: (s) => (
      <>
        {s.parent_name ?? <span className="text-slate-500">None recorded</span>}
        {s.parent_phone ? (
          <a href={telOf(s.parent_phone)} className="block whitespace-nowrap font-medium text-brand-700 underline-offset-2 hover:underline print:text-slate-900">
            {s.parent_phone}
            <span className="sr-only"> (call {s.parent_name ?? 'the parent'} about {s.fullname})</span>
          </a>
        ) : (
          <span className="block text-slate-500">No phone</span>
        )}
      </>
    ),
  },
  { id: 'unexcused', header: 'Unexcused', numeric: true, cell: (s) => <span className={s.unexcused ? 'font-semibold text-red-700' : 'text-slate-500'}>{s.unexcused}</span> },
  { id: 'excused', header: 'Excused', numeric: true, cell: (s) => <span className={s.excused ? '' : 'text-slate-500'}>{s.excused}</span> },
  { id: 'days', header: 'Days absent', cell: (s) => <AbsentDays days={s.days} codes={codes} /> },
];

function periodOf(choice: AbsentChoice, span: { from: string; to: string }): string {
  if ('date' in choice) return `Absent on ${formatDate(choice.date)}`;
  return `Last ${choice.lastDay} ${choice.lastDay === 1 ? 'day' : 'days'}: ${formatDate(span.from)} – ${formatDate(span.to)}`;
}

function emptyNote(r: AbsentReport, choice: AbsentChoice): string {
  const when = 'date' in choice ? `on ${formatDate(choice.date)}` : `in the last ${choice.lastDay} ${choice.lastDay === 1 ? 'day' : 'days'}`;
  if (r.days_taken === 0) return `No register was taken ${when}, so nobody is marked absent. Registers are taken on Take Attendance.`;
  if ('date' in choice) return `Nobody was absent ${when}.`;
  return `Nobody was absent ${choice.times === 1 ? '' : `${timesWords(choice.times)} or more `}${when}.`;
}

/**
 * Attendance › Absent Report: the students absent at least N times in the last days, or absent
 * on a day, with their parent's phone to call and excused and unexcused absences kept apart.
 */
export function AbsentReportPage({ user, search, onSearch }: AbsentReportPageProps) {
  const today = todayIn(user.time_zone);
  const choice = absentChoice(search);
  const [filtering, setFiltering] = useState(false);
  const report = useQuery(absentReportQueryOptions(choice));
  const classes = useQuery(classOptionsQueryOptions());
  const config = useQuery(attendanceConfigQueryOptions());
  const className = choice.class_id ? (classes.data?.find((c) => c.id === choice.class_id)?.name ?? 'One class') : 'All classes';
  const data = report.data;
  const span = data ?? windowOf(choice, today);
  const details = [className, 'date' in choice ? '' : `absent at least ${timesWords(choice.times)}`, data ? `${data.days_taken} ${data.days_taken === 1 ? 'day' : 'days'} with registers` : '']
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      <ReportFrame
        title={TITLE}
        user={user}
        money={false}
        period={periodOf(choice, span)}
        details={details}
        query={report}
        onFilter={() => setFiltering(true)}
        isEmpty={(r) => r.students.length === 0}
        empty={(r) => emptyNote(r, choice)}
        csv={(r) => ({ name: csvFileName(r), text: absentCsv(r) })}
      >
        {(r) => (
          <ReportTable
            caption={`Students absent, ${periodOf(choice, r)}`}
            columns={columnsOf(codesByLetter(config.data))}
            rows={r.students}
            rowKey={(s) => s.student_id}
            totals={{
              student: `${r.students.length} ${r.students.length === 1 ? 'student' : 'students'}`,
              unexcused: r.students.reduce((t, s) => t + s.unexcused, 0),
              excused: r.students.reduce((t, s) => t + s.excused, 0),
            }}
          />
        )}
      </ReportFrame>
      <AbsentFilterDialog
        open={filtering}
        onClose={() => setFiltering(false)}
        initial={choice}
        today={today}
        classes={classes.data}
        onApply={(next) => onSearch(searchOf(next))}
      />
    </>
  );
}
