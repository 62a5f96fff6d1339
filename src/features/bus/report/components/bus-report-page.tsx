import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BUS_PRORATION_LABELS, formatMoney, formatCount, type BusReport, type Profile, monthLabel } from '@contract';
import { inputClass } from '@/components/form/field-types';
import { PresetButtons } from '@/components/report/preset-buttons';
import { ReportFrame } from '@/components/report/report-frame';
import { SummaryCards } from '@/components/report/summary-cards';
import { can } from '@/lib/can';
import { todayIn } from '@/lib/today';
import { isMonth } from '../../billing/lib/months';
import { busReportQueryOptions } from '../api/report';
import { busReportCsv, csvFileName } from '../lib/report';
import { ReportCheck } from './report-check';
import { ReportTables } from './report-tables';

export interface BusReportPageProps {
  user: Profile;
  /** The month shown (YYYY-MM): the address's, or this month. */
  month: string;
  onMonth: (month: string) => void;
}

const TITLE = 'Bus report';

/** The month before `month` (YYYY-MM). */
function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

function Cards({ report, currency }: { report: BusReport; currency?: string }) {
  const cards = [
    { label: 'Riders', value: formatCount(report.totals.riders) },
    { label: 'Billed', value: formatMoney(report.totals.billed, currency) },
    { label: 'Paid', value: formatMoney(report.totals.paid, currency) },
    { label: 'Outstanding', value: formatMoney(report.totals.outstanding, currency) },
  ];
  return <SummaryCards cards={cards} />;
}

/** The month in the report's toolbar: This month / Last month, or any month typed. */
function MonthChoice({ month, thisMonth, onMonth }: { month: string; thisMonth: string; onMonth: (month: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState(month);
  const [seen, setSeen] = useState(month);
  if (seen !== month) {
    setSeen(month);
    setTyped(month);
  }
  const last = monthBefore(thisMonth);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <PresetButtons
        legend="Quick months"
        presets={[
          { id: thisMonth, label: 'This month', pressed: month === thisMonth },
          { id: last, label: 'Last month', pressed: month === last },
        ]}
        onPick={onMonth}
      />
      <div className="w-44">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
          Month
        </label>
        <input
          id={id}
          type="month"
          className={inputClass}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (isMonth(e.target.value)) onMonth(e.target.value);
          }}
        />
      </div>
    </div>
  );
}

/**
 * Bus › Report: riders per bus and zone; billed, paid and outstanding per bus, zone and student
 * for a month; and the month's check of the assignments against the ledger.
 */
export function BusReportPage({ user, month, onMonth }: BusReportPageProps) {
  const report = useQuery(busReportQueryOptions(month));
  const period = monthLabel(month);
  const thisMonth = todayIn(user.time_zone).slice(0, 7);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 print:hidden">
        Who rode which bus in the month, what their bus fees came to and what is still owed, and whether the ledger holds what the assignments come to.
      </p>
      <ReportFrame
        title={TITLE}
        user={user}
        period={period}
        details={report.data?.month === month ? `Part months: ${BUS_PRORATION_LABELS[report.data.proration]}` : undefined}
        query={report}
        toolbar={<MonthChoice month={month} thisMonth={thisMonth} onMonth={onMonth} />}
        isEmpty={(r) => r.students.length === 0 && r.totals.billed === 0 && r.check.ledger === 0}
        empty={`Nobody rode a bus in ${period} and no bus fee is billed for it. Assign students to buses, or choose another month.`}
        csv={(r) => ({ name: csvFileName(r.month), text: busReportCsv(r) })}
      >
        {(r) => (
          <div className="space-y-4">
            <Cards report={r} currency={user.currency} />
            <ReportCheck report={r} currency={user.currency} canBill={can(user, 'generate')} />
            <ReportTables report={r} period={monthLabel(r.month)} />
          </div>
        )}
      </ReportFrame>
    </div>
  );
}
