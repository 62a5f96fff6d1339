import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format-date';

/** One labelled value of a details list (inside a <dl>). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children || '—'}</dd>
    </div>
  );
}

/** The API gives dates as YYYY-MM-DD (or a timestamp); show the day in the app's one format. */
export const day = formatDate;

/** Today in the device's own calendar, YYYY-MM-DD. */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

