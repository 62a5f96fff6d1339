import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@contract';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { can } from '@/lib/can';
import { statementQueryOptions } from '../api/reports';
import type { FoundStudent, StudentSource } from '../api/student-search';
import { csvFileName, statementCsv } from '../lib/csv';
import type { StatementSearch } from '../lib/search';
import { useReportRange } from '../lib/use-report-range';
import { RangeDialog } from './range-dialog';
import { ReportFrame } from '@/components/report/report-frame';
import { ReportIdle } from '@/components/report/report-states';
import { statementStudentChoice } from './student-choice';
import { owesWords, StatementTable } from './statement-table';

export interface StatementPageProps {
  user: Profile;
  search: StatementSearch;
  onSearch: (next: StatementSearch) => void;
}

const TITLE = 'Student transaction';

/** Which search the picker may use, by the user's privileges (see api/student-search). */
export function sourceFor(user: Profile): StudentSource | null {
  if (can(user, 'list-student')) return 'students';
  if (can(user, 'receive-payment')) return 'payers';
  return null;
}

/** Finance › Student transaction: pick a student, read their statement over a range. */
export function StatementPage({ user, search, onSearch }: StatementPageProps) {
  const report = useReportRange(search, user.time_zone);
  const statement = useQuery(statementQueryOptions(search.student_id, report.range));
  const student = statement.data?.student;
  const picked: FoundStudent | null = student ? { ...student } : null;
  const source = sourceFor(user);

  const idle = search.student_id ? undefined : (
    <ReportIdle
      ask="Choose a student to see their statement."
      offline="Statements are read from the server each time; none is saved on this device. Connect, then choose a student."
      hint={source ? 'Type a name or admission number in Student above.' : 'Open one from the Student summary: each student’s name there leads to their statement.'}
    />
  );

  return (
    <>
      <ReportFrame
        title={student ? `Statement of ${student.name}` : TITLE}
        user={user}
        period={report.label}
        details={student ? [student.admission_no, [student.class_name, student.section_name].filter(Boolean).join(' ')].filter(Boolean).join(' · ') : undefined}
        query={statement}
        onFilter={report.openFilter}
        idle={idle}
        toolbar={source ? <EntityCombobox {...statementStudentChoice(source)} className="w-full min-w-64 sm:w-80" value={picked} onChange={(s) => s && onSearch({ ...search, student_id: s.id })} /> : null}
        isEmpty={(s) => s.lines.length === 0 && s.opening === 0}
        empty={(s) => `Nothing billed to or paid by ${s.student.name} yet. Generate fees for their class, or choose another range.`}
        csv={(s) => ({ name: csvFileName(`statement ${s.student.admission_no}`, s.from, s.to), text: statementCsv(s) })}
      >
        {(s) => (
          <>
            <p className="mb-3 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{s.student.name}</span> {owesWords(s.closing, user.currency)} at the end of the range
              {s.lines.length === 0 ? '; there was no charge or payment in it' : ''}.
            </p>
            <StatementTable statement={s} label={report.label} linkReceipts={can(user, 'receive-payment')} user={user} />
          </>
        )}
      </ReportFrame>
      <RangeDialog {...report.dialog} initial={report.range} onApply={(c) => onSearch({ ...search, from: c.from, to: c.to })} />
    </>
  );
}
