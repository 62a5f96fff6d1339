import { useId, type ReactNode } from 'react';

/**
 * Unpaid leave of the month approved after the run was generated (issue 35): the server's
 * message says what to do, and a pending run offers Regenerate right here, so the warning is
 * read at the top of the page before anything is approved or paid.
 */
export function OutOfDateNotice({ message, action }: { message: string | null; action?: ReactNode }) {
  const headingId = useId();
  if (!message) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-start gap-3 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-300">
      <div className="min-w-60 flex-1">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-amber-950">
          <span aria-hidden="true">⚠</span>
          This payroll is out of date
        </h2>
        <p className="mt-1 text-sm text-amber-950">{message}</p>
      </div>
      {action}
    </section>
  );
}
