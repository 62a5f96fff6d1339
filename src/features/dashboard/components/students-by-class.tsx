import type { DashCounts } from '../api/dash-query';

/** The school's active students per class as bars, with the numbers in text beside them (an Admin's view). */
export function StudentsByClass({ students }: { students: NonNullable<DashCounts['students']> }) {
  const max = Math.max(1, ...students.by_class.map((c) => c.count));
  return (
    <section aria-labelledby="students-by-class" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="students-by-class" className="text-base font-semibold text-slate-900">
          Students by class
        </h2>
        <p className="text-sm text-slate-700">
          {students.total.toLocaleString()} students · {students.female.toLocaleString()} girls · {students.male.toLocaleString()} boys
        </p>
      </div>
      {students.by_class.length === 0 ? (
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
