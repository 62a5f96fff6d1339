import type { FamilyExams } from '@contract';
import { buttonClass } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { cardHref } from './links';

/** The issued report cards, newest first: each opens in its printable form. */
export function ReportCardList({ childId, cards }: { childId: number; cards: FamilyExams['cards'] }) {
  if (cards.length === 0) return <p className="rounded-2xl bg-white p-4 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">No report card has been issued yet.</p>;
  const sorted = [...cards].sort((a, b) => b.issued_at.localeCompare(a.issued_at) || b.id - a.id);
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {sorted.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
          <div className="min-w-0">
            <p className="break-words font-medium text-slate-900">{c.exam_name}</p>
            <p className="text-sm text-slate-600">
              {c.version > 1 ? `Version ${c.version} · ` : ''}issued {formatDate(c.issued_at)}
            </p>
          </div>
          <a href={cardHref(childId, c.id)} className={buttonClass('secondary', 'px-3 py-1.5')}>
            Open<span className="sr-only"> the report card of {c.exam_name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
