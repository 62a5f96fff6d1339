import type { ReactNode } from 'react';

/** A family page's title, with the "offline · saved" marker beside it when it shows a saved copy. */
export function RecordsTitle({ title, marker, children }: { title: string; marker?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        {marker}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
