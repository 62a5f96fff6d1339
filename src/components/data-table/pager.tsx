import { useId } from 'react';
import { focusRing } from '@/components/ui/button';
import { PAGE_SIZES } from './list-state';

interface PagerProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

const navButton = `rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400 ${focusRing}`;

/** Spec §9: "Items per page:", 100 by default, first page 1. */
export function Pager({ page, limit, total, onPage, onLimit }: PagerProps) {
  const id = useId();
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700 print:hidden">
      <div className="flex items-center gap-2">
        <label htmlFor={id}>Items per page:</label>
        <select
          id={id}
          value={limit}
          onChange={(e) => onLimit(Number(e.target.value))}
          className={`rounded-md border border-slate-300 bg-white px-2 py-1 ${focusRing}`}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite">
        {first}–{last} of {total}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={navButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {Math.min(page, pages)} of {pages}
        </span>
        <button type="button" className={navButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
