import { formatCount, type DashSection } from '@contract';

export interface MyClassesProps {
  /** null: still counting; the card is laid out with `expected` placeholder rows. */
  sections: DashSection[] | null;
  /** How many rows to reserve while counting (one per class the user is assigned; sections are not known yet). */
  expected?: number;
  /** Links to each section's roster need list-student. */
  canOpenRoster: boolean;
  academicName: string;
}

/** A teacher's own sections in the active year, with their students today and a way into each roster. */
export function MyClasses({ sections, expected = 1, canOpenRoster, academicName }: MyClassesProps) {
  if (!sections) return <MyClassesLoading rows={expected} academicName={academicName} />;
  const total = sections.reduce((t, s) => t + s.students, 0);
  return (
    <section aria-labelledby="my-classes" className="render-when-near rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-classes" className="text-base font-semibold text-slate-900">
          Your classes{academicName ? ` in ${academicName}` : ''}
        </h2>
        {sections.length > 0 ? (
          <p className="text-sm text-slate-700">
            {sections.length} {sections.length === 1 ? 'section' : 'sections'} · {formatCount(total)} students
          </p>
        ) : null}
      </div>
      {sections.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Your classes have no sections in the active year yet.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Your sections and their students today</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="py-2 pr-2 font-semibold">Class</th>
              <th scope="col" className="py-2 pr-2 font-semibold">Section</th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">Students</th>
              {canOpenRoster ? <th scope="col" className="py-2 text-right font-semibold"><span className="sr-only">Roster</span></th> : null}
            </tr>
          </thead>
          <tbody>
            {sections.map((s) => (
              <tr key={s.section_id} className="border-b border-slate-100 last:border-0">
                <td className="py-2 pr-2 text-slate-800">{s.class_name}</td>
                <td className="py-2 pr-2 font-medium text-slate-900">{s.section_name}</td>
                <td className="py-2 pr-2 text-right tabular-nums text-slate-900">
                  {s.students} <span className="text-slate-600">of {s.capacity}</span>
                </td>
                {canOpenRoster ? (
                  <td className="py-2 text-right">
                    <a href={`#/students/list?section_id=${s.section_id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      Roster<span className="sr-only"> of {s.class_name} {s.section_name}</span>
                    </a>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The card while its sections load: the heading, and placeholder rows the height of the table's (hidden from screen readers). */
function MyClassesLoading({ rows, academicName }: { rows: number; academicName: string }) {
  return (
    <section aria-labelledby="my-classes" aria-busy="true" className="render-when-near rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-classes" className="text-base font-semibold text-slate-900">
          Your classes{academicName ? ` in ${academicName}` : ''}
        </h2>
        <p className="text-sm text-slate-700">
          <span className="sr-only">Counting…</span>
          <span aria-hidden="true" className="inline-block h-4 w-40 max-w-full rounded bg-slate-200 align-middle motion-safe:animate-pulse" />
        </p>
      </div>
      <div aria-hidden="true" className="mt-4 text-sm">
        <div className="border-b border-slate-200 py-2 text-xs">
          <span className="block h-4 w-1/2 rounded bg-slate-100" />
        </div>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="border-b border-slate-100 py-2 last:border-0">
            <span className="block h-5 py-0.5">
              <span className="block h-4 w-3/4 rounded bg-slate-200 motion-safe:animate-pulse" />
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}
