import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatCount, formatMoney, formatShort, type DashCharts } from '@contract';
import { BarChart } from '@/components/charts/bar-chart';
import { CardSection } from '@/components/layout/card-section';
import { dashChartsQueryOptions } from '../api/dash-query';

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const monthLabel = (iso: string) => new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(utc(iso));
const weekLabel = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(utc(iso));
const percent = (v: number) => `${Math.round(v)}%`;

function ChartCard({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <CardSection title={title} description={description} className="render-when-near">
      {children}
    </CardSection>
  );
}

/** Whole class names, so Tailwind finds them in the source. */
const COLOURS = {
  sky: { fill: 'fill-sky-700', swatch: 'bg-sky-700' },
  emerald: { fill: 'fill-emerald-600', swatch: 'bg-emerald-600' },
  rose: { fill: 'fill-rose-600', swatch: 'bg-rose-600' },
};
type Colour = (typeof COLOURS)[keyof typeof COLOURS];

/** The share of counted marks that were present, week by week. */
function AttendanceChart({ weeks }: { weeks: NonNullable<DashCharts['attendance']> }) {
  const marked = weeks.reduce((t, w) => t + w.marked, 0);
  const present = weeks.reduce((t, w) => t + w.present, 0);
  return (
    <ChartCard
      title="Attendance over the last weeks"
      description={`${percent((present / Math.max(1, marked)) * 100)} present over ${weeks.length === 1 ? 'one week' : `${weeks.length} weeks`}, week by week`}
    >
      <BarChart
        labelHead="Week of"
        labels={weeks.map((w) => weekLabel(w.week))}
        series={[{ name: 'Present', values: weeks.map((w) => (w.present / Math.max(1, w.marked)) * 100), fill: 'fill-brand-600', swatch: 'bg-brand-600' }]}
        format={percent}
        short={percent}
        max={100}
      />
    </ChartCard>
  );
}

type Month = { month: string; a: number; b: number };

function MoneyChart(props: { title: string; description: string; months: Month[]; names: [string, string]; colours: [Colour, Colour]; currency: string }) {
  const { months, names, colours, currency } = props;
  return (
    <ChartCard title={props.title} description={props.description}>
      <BarChart
        labelHead="Month"
        labels={months.map((m) => monthLabel(m.month))}
        series={[
          { name: names[0], values: months.map((m) => m.a), ...colours[0] },
          { name: names[1], values: months.map((m) => m.b), ...colours[1] },
        ]}
        format={(v) => formatMoney(v, currency)}
        short={(v) => formatShort(v / 100)}
      />
    </ChartCard>
  );
}

/** A chart with nothing to draw is left out: a new school sees its set-up path, not empty axes. */
const drawn = (months: Month[] | undefined) => (months?.some((m) => m.a !== 0 || m.b !== 0) ? months : undefined);

function MarksChart({ marks }: { marks: NonNullable<DashCharts['marks']> }) {
  return (
    <ChartCard title="Marks by grade" description={`${marks.exam_name}: ${formatCount(marks.marked)} ${marks.marked === 1 ? 'mark' : 'marks'} entered, by grade`}>
      <BarChart
        labelHead="Grade"
        labels={marks.grades.map((g) => g.grade)}
        series={[{ name: 'Marks', values: marks.grades.map((g) => g.count), fill: 'fill-violet-600', swatch: 'bg-violet-600' }]}
        format={formatCount}
        short={(v) => formatShort(v)}
      />
    </ChartCard>
  );
}

/**
 * The charts people would rather look at than read (issue 31), each only when the viewer may
 * read its report and it has something to draw; the server keeps each to their classes. Nothing
 * while loading or offline: the cards above already say what the day holds.
 */
export function DashChartsPanel({ currency }: { currency: string }) {
  const charts = useQuery(dashChartsQueryOptions()).data;
  if (!charts) return null;
  const attendance = charts.attendance?.length ? charts.attendance : undefined;
  const fees = drawn(charts.fees?.map((m) => ({ month: m.month, a: m.billed, b: m.collected })));
  const ledger = drawn(charts.ledger?.map((m) => ({ month: m.month, a: m.income, b: m.expenses })));
  const marks = charts.marks?.marked ? charts.marks : undefined;
  if (!attendance && !fees && !ledger && !marks) return null;
  return (
    // An odd chart out spans the row, rather than leaving half of it empty.
    <div className="grid gap-6 desk:grid-cols-2 desk:[&>section:last-child:nth-child(odd)]:col-span-2">
      {attendance ? <AttendanceChart weeks={attendance} /> : null}
      {fees ? (
        <MoneyChart
          title="Fees billed and collected"
          description="The last six months, this month so far included"
          months={fees}
          names={['Billed', 'Collected']}
          colours={[COLOURS.sky, COLOURS.emerald]}
          currency={currency}
        />
      ) : null}
      {ledger ? (
        <MoneyChart
          title="Income and expenses"
          description="What the books earned and spent, month by month"
          months={ledger}
          names={['Income', 'Expenses']}
          colours={[COLOURS.emerald, COLOURS.rose]}
          currency={currency}
        />
      ) : null}
      {marks ? <MarksChart marks={marks} /> : null}
    </div>
  );
}
