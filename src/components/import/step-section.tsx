import type { ReactNode } from 'react';

/** One numbered step of the import; it turns into a tick once done. */
export function StepSection({ id, n, done, title, children }: { id: string; n: number; done?: boolean; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <span aria-hidden="true" className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-bold ${done ? 'bg-emerald-600 text-white' : 'bg-brand-700 text-white'}`}>
          {done ? '✓' : n}
        </span>{' '}
        {title}
      </h2>
      {children}
    </section>
  );
}
