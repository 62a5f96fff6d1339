import { useQuery } from '@tanstack/react-query';
import { daysLabel, monthLabel, type LeaveReport } from '@contract';
import { Panel } from '@/components/layout/panel';
import { ReportTable, type ReportColumn } from '@/components/report/report-table';
import { useOnline } from '@/lib/online';
import { leaveReportQueryOptions } from '../api/balances';
import { EmptyNote, leaveGate } from './gate';
import { YearSelect } from './year-select';

type EmployeeRow = LeaveReport['employees'][number];
type MonthRow = LeaveReport['months'][number];
type CoverRow = LeaveReport['cover'][number];

const days = (n: number) => (n === 0 ? <span className="text-slate-500">0</span> : daysLabel(n));

/**
 * Employees › Leave › Report: for a school year, each employee's leave taken and left by kind,
 * the days of leave in each month, and the lessons each teacher covered.
 */
export function ReportTab({ year, onYear }: { year: number | undefined; onYear: (year: number | undefined) => void }) {
  const online = useOnline();
  const report = useQuery(leaveReportQueryOptions(year));
  const data = report.data;
  const yearName = data?.academic_year.name ?? 'this year';

  const byEmployee: ReportColumn<EmployeeRow>[] = [
    {
      id: 'employee',
      header: 'Employee',
      cell: (e) => (
        <span className="flex flex-col">
          <span className="whitespace-nowrap font-medium text-slate-900">{e.employee_name}</span>
          <span className="text-xs text-slate-600">{e.employee_number}</span>
        </span>
      ),
    },
    ...(data?.types ?? []).map(
      (t): ReportColumn<EmployeeRow> => ({
        id: `type-${t.id}`,
        header: t.name,
        numeric: true,
        cell: (e) => {
          const cell = e.by_type.find((b) => b.leave_type_id === t.id);
          if (!cell) return days(0);
          return (
            <span className="flex flex-col items-end">
              <span>{daysLabel(cell.taken)} taken</span>
              <span className="text-xs text-slate-600">{cell.left === null ? 'no limit' : `${daysLabel(cell.left)} left`}</span>
            </span>
          );
        },
      }),
    ),
    { id: 'taken', header: 'Taken in all', numeric: true, cell: (e) => days(e.taken) },
  ];

  const byMonth: ReportColumn<MonthRow>[] = [
    { id: 'month', header: 'Month', cell: (m) => monthLabel(m.month) },
    ...(data?.types ?? []).map((t): ReportColumn<MonthRow> => ({ id: `type-${t.id}`, header: t.name, numeric: true, cell: (m) => days(m.by_type.find((b) => b.leave_type_id === t.id)?.days ?? 0) })),
    { id: 'days', header: 'All leave', numeric: true, cell: (m) => days(m.days) },
  ];

  const cover: ReportColumn<CoverRow>[] = [
    { id: 'teacher', header: 'Teacher', cell: (c) => c.teacher_name },
    { id: 'lessons', header: 'Lessons covered', numeric: true, cell: (c) => c.lessons },
  ];

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <YearSelect value={year} onChange={onYear} />
      </div>
      {leaveGate(report, online, 'the leave report') ??
        (data ? (
          <>
            <Panel title={`Leave by employee, ${yearName}`} description="Approved leave taken, and what is left, for each kind of leave.">
              {data.employees.length ? (
                <ReportTable
                  caption={`Days taken and left by employee and kind of leave, ${yearName}`}
                  columns={byEmployee}
                  rows={data.employees}
                  rowKey={(e) => e.employee_id}
                  totals={{ employee: 'Total', taken: daysLabel(data.employees.reduce((sum, e) => sum + e.taken, 0)) }}
                />
              ) : (
                <EmptyNote>No staff leave in {yearName}.</EmptyNote>
              )}
            </Panel>
            <Panel title="Days of leave by month" description="Approved school days of leave falling in each month of the year.">
              {data.months.length ? <ReportTable caption={`Days of leave by month, ${yearName}`} columns={byMonth} rows={data.months} rowKey={(m) => m.month} /> : <EmptyNote>No months to show.</EmptyNote>}
            </Panel>
            <Panel title="Cover lessons" description="Lessons each teacher taught for a colleague on leave this year.">
              {data.cover.length ? (
                <ReportTable caption={`Cover lessons, ${yearName}`} columns={cover} rows={data.cover} rowKey={(c) => c.teacher_id} />
              ) : (
                <EmptyNote>No lessons have been covered in {yearName}.</EmptyNote>
              )}
            </Panel>
          </>
        ) : null)}
    </div>
  );
}
