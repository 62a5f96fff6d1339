import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile } from '@contract';
import { can } from '@/lib/can';
import { todayIn } from '@/lib/today';
import { statementQueryOptions } from '../api/reports';
import { csvFileName, statementCsv } from '../lib/csv';
import { rangeLabel, rangePresets, type DateRange } from '../lib/range';
import { statementHref } from '../lib/search';
import { RangeDialog } from './range-dialog';
import { ReportFrame } from '@/components/report/report-frame';
import { owesWords, StatementTable } from './statement-table';

/**
 * The student page's Fees tab: the student's statement, this year by default (a term's
 * fees and the payments against them are what a parent at the office asks about).
 */
export function StudentFees({ user, studentId }: { user: Profile; studentId: number }) {
  const today = todayIn(user.time_zone);
  const [range, setRange] = useState<DateRange>(() => rangePresets(today).find((p) => p.id === 'this-year')!);
  const [filtering, setFiltering] = useState(false);
  const statement = useQuery(statementQueryOptions(studentId, { from: range.from, to: range.to }));
  const label = rangeLabel(range, today);
  return (
    <div className="space-y-3">
      <ReportFrame
        title="Fees"
        user={user}
        period={label}
        query={statement}
        onFilter={() => setFiltering(true)}
        isEmpty={(s) => s.lines.length === 0 && s.opening === 0}
        empty="Nothing billed to or paid by this student in this range. Generate fees for their class, or choose another range."
        csv={(s) => ({ name: csvFileName(`statement ${s.student.admission_no}`, s.from, s.to), text: statementCsv(s) })}
      >
        {(s) => (
          <>
            <p className="mb-3 text-sm text-slate-700">
              {s.student.name} {owesWords(s.closing, user.currency)} at the end of the range.
            </p>
            <StatementTable statement={s} label={label} linkReceipts={can(user, 'receive-payment')} />
          </>
        )}
      </ReportFrame>
      <a href={statementHref(studentId, range)} className="inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline print:hidden">
        Open in Student transaction
      </a>
      <RangeDialog open={filtering} onClose={() => setFiltering(false)} today={today} initial={range} onApply={(c) => setRange({ from: c.from, to: c.to })} />
    </div>
  );
}
