import { useId } from 'react';
import type { FloorWarning } from '@contract';
import { plural } from '../lib/run-rules';

/**
 * The employees whose recoveries would have taken net pay below zero, and what the run did
 * instead. Shown above Approve, so nobody approves without reading it.
 */
export function FloorWarnings({ warnings }: { warnings: readonly FloorWarning[] }) {
  const headingId = useId();
  if (warnings.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-amber-50 p-5 ring-1 ring-amber-300">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-amber-950">
        <span aria-hidden="true">⚠</span>
        Net pay floor: {plural(warnings.length, 'employee')}
      </h2>
      <p className="mt-1 text-sm text-amber-950">Net pay cannot go below zero, so part of what these employees owe waits for a later month:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-950">
        {warnings.map((w) => (
          <li key={w.employee_id}>
            {/* The server's message may name the employee already. */}
            {w.message.startsWith(w.employee_name) ? null : <span className="font-semibold">{w.employee_name}: </span>}
            {w.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
