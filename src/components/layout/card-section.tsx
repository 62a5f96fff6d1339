import { useId, type ReactNode } from 'react';

export interface CardSectionProps {
  title: ReactNode;
  /** A line under the title: what the card holds. */
  description?: ReactNode;
  /** Beside the title: the card's buttons, or when its copy was saved. */
  action?: ReactNode;
  /** The body runs to the card's edges (a table) under a header ruled off from it. */
  flush?: boolean;
  /** More of the card's look ("render-when-near"). */
  className?: string;
  children: ReactNode;
}

/** A white card on a page, named by its heading for screen readers: a dashboard panel, a record's schedule. */
export function CardSection({ title, description, action, flush = false, className = '', children }: CardSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${flush ? '' : 'p-6'} ${className}`}>
      <div className={`flex flex-wrap items-start justify-between gap-3 ${flush ? 'border-b border-slate-200 px-6 py-4' : ''}`}>
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
