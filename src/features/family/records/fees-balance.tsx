import { formatDate } from '@/lib/format-date';
import { balanceHeadline } from './fees-lines';

const TONES = {
  owed: 'bg-amber-50 ring-amber-300 text-amber-950',
  ahead: 'bg-emerald-50 ring-emerald-300 text-emerald-950',
  settled: 'bg-white ring-slate-200 text-slate-900',
} as const;

/** The top of the fees page: what is due now, in words, and as of when. */
export function FeesBalance({ closing, currency, asOf, childName }: { closing: number; currency: string; asOf: string; childName: string }) {
  const head = balanceHeadline(closing, currency);
  const words =
    head.tone === 'owed'
      ? `${childName}'s account owes ${head.amount}.`
      : head.tone === 'ahead'
        ? `${head.amount} is paid ahead: it goes to ${childName}'s next fees.`
        : `${childName}'s account is settled.`;
  return (
    <section aria-labelledby="family-balance" className={`rounded-2xl p-4 shadow-sm ring-1 ${TONES[head.tone]}`}>
      <h2 id="family-balance" className="text-sm font-semibold uppercase tracking-wide">
        {head.label}
      </h2>
      <p className="mt-1 break-words text-3xl font-bold tabular-nums">{head.amount}</p>
      <p className="mt-1 text-sm">
        {words} As of {formatDate(asOf)}.
      </p>
    </section>
  );
}
