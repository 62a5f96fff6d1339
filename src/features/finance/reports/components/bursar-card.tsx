import { useQuery } from '@tanstack/react-query';
import { formatMoney, type FinanceOverview, type Profile } from '@contract';
import { buttonClass } from '@/components/ui/button';
import { can } from '@/lib/can';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { overviewQueryOptions } from '../api/reports';
import { barWidth, percent } from '../lib/numbers';
import { rangeLabel } from '../lib/range';
import { scopeNote } from '../lib/scope';
import { statementHref } from '../lib/search';

/** Who sees the card: the server answers the overview to either report's holders. */
export const canSeeBursarCard = (user: Profile) => can(user, 'fee-student-report') || can(user, 'class-summary');

const Figure = ({ label, value, detail }: { label: string; value?: string; detail?: string }) => (
  <div className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-100">
    <dt className="text-xs font-medium text-slate-600">{label}</dt>
    <dd className="text-xl font-semibold tabular-nums text-slate-900">
      {value ?? (
        <>
          <span className="sr-only">Loading…</span>
          <span aria-hidden="true" className="inline-block h-5 w-28 rounded bg-slate-200 align-middle motion-safe:animate-pulse" />
        </>
      )}
      {detail ? <span className="ml-1 text-sm font-normal text-slate-600">{detail}</span> : null}
    </dd>
  </div>
);

/**
 * The bursar's dashboard card: this month's fees billed against collected, what is owed, and
 * (for a class summary reader, whom the dashboard's waiting list does not tell) who owes most. Read when the dashboard opens and never saved on the device (finance data).
 */
export function BursarCard({ user }: { user: Profile }) {
  const online = useOnline();
  const overview = useQuery({ ...overviewQueryOptions(), enabled: online });
  const o: FinanceOverview | undefined = overview.data;
  const m = (minor: number) => formatMoney(minor, user.currency);
  const rate = o && o.billed > 0 ? percent(o.collected / o.billed) : undefined;

  return (
    <section aria-labelledby="bursar-card" aria-busy={overview.isFetching || undefined} className="render-when-near rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="bursar-card" className="text-base font-semibold text-slate-900">
          Fees this month
        </h2>
        {o ? <p className="text-sm text-slate-600">{rangeLabel(o)}</p> : null}
      </div>
      {!online || overview.isError ? (
        <p className="mt-2 text-sm text-slate-700" role="status">
          {!online ? 'Fee figures need a connection; finance data is never saved on this device.' : `The fee figures could not be read: ${errorMessage(overview.error)}`}
        </p>
      ) : (
        <>
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            <Figure label="Billed" value={o && m(o.billed)} />
            <Figure label="Collected" value={o && m(o.collected)} detail={rate ? `(${rate})` : undefined} />
            <Figure label="Outstanding now" value={o && m(o.outstanding)} />
          </dl>
          {o && o.billed > 0 ? (
            <div aria-hidden="true" className="mt-3 h-2 rounded-full bg-slate-200">
              <div className="h-2 rounded-full bg-brand-600" style={{ width: `${barWidth(o.collected, Math.max(o.billed, o.collected))}%` }} />
            </div>
          ) : null}
          {o && o.billed === 0 && o.collected === 0 ? (
            <p className="mt-3 text-sm text-slate-700">{scopeNote(user) ?? 'Nothing billed or collected yet this month. Generate this month’s fees to start.'}</p>
          ) : null}
          {/* A holder of the Student summary finds who owes most under "Waiting for you", from the same rows. */}
          {o && !can(user, 'fee-student-report') ? <Defaulters overview={o} user={user} /> : null}
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {can(user, 'fee-student-report') ? <a href="#/finance/student-report" className={buttonClass('secondary')}>Student summary</a> : null}
        {can(user, 'class-summary') ? <a href="#/finance/class-summary" className={buttonClass('secondary')}>Class summary</a> : null}
      </div>
    </section>
  );
}

function Defaulters({ overview, user }: { overview: FinanceOverview; user: Profile }) {
  const linkable = can(user, 'fee-student-transaction');
  if (overview.top_defaulters.length === 0) return <p className="mt-4 text-sm text-slate-700">No student owes anything.</p>;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">Owe the most</h3>
      <ol className="mt-2 divide-y divide-slate-100 text-sm">
        {overview.top_defaulters.map((d) => (
          <li key={d.student_id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
            <span>
              {linkable ? (
                <a href={statementHref(d.student_id)} className="font-medium text-brand-700 underline-offset-2 hover:underline print:text-slate-900">
                  {d.name}
                </a>
              ) : (
                <span className="font-medium text-slate-900">{d.name}</span>
              )}
              {d.class_name ? <span className="text-slate-600"> · {d.class_name}</span> : null}
            </span>
            <span className="tabular-nums font-semibold text-slate-900">{formatMoney(d.balance, user.currency)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
