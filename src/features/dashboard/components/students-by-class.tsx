import { formatCount } from '@contract';
import type { DashCounts } from '../api/dash-query';

/** Bars shown while the counts load; how many classes there are is not known yet. */
const PLACEHOLDER_ROWS = 6;

/**
 * The school's active students per class as bars, with the numbers in text beside them (an Admin's view).
 * `students` null: still counting, the card is laid out with placeholder bars (hidden from screen readers).
 */
export function StudentsByClass({ students }: { students: NonNullable<DashCounts['students']> | null }) {
  const max = students ? Math.max(1, ...students.by_class.map((c) => c.count)) : 1;
  return (
    <section aria-labelledby="students-by-class" aria-busy={students ? undefined : true} className="render-when-near rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="students-by-class" className="text-base font-semibold text-slate-900">
          Students by class
        </h2>
        {students ? (
          <p className="text-sm text-slate-700">
            {formatCount(students.total)} students · {formatCount(students.female)} girls · {formatCount(students.male)} boys
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            <span className="sr-only">Counting…</span>
            <span aria-hidden="true" className="inline-block h-4 w-48 max-w-full rounded bg-slate-200 align-middle motion-safe:animate-pulse" />
          </p>
        )}
      </div>
      {!students ? (
        <ul aria-hidden="true" className="mt-4 space-y-2">
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
            <li key={i} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-3 text-sm">
              <span className="h-5 py-0.5">
                <span className="block h-4 w-16 rounded bg-slate-200 motion-safe:animate-pulse" />
              </span>
              <span className="h-3 rounded-full bg-slate-100" />
              <span className="h-5 py-0.5">
                <span className="ml-auto block h-4 w-6 rounded bg-slate-200 motion-safe:animate-pulse" />
              </span>
            </li>
          ))}
        </ul>
      ) : students.by_class.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No students are enrolled in the active year yet.</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {students.by_class.map((c) => (
            <li key={c.class_id} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-3 text-sm">
              <span className="truncate text-slate-800">{c.class_name}</span>
              <span aria-hidden="true" className="h-3 rounded-full bg-slate-100">
                <span className="block h-3 rounded-full bg-brand-600" style={{ width: `${(c.count / max) * 100}%` }} />
              </span>
              <span className="text-right font-medium tabular-nums text-slate-900">{c.count}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
