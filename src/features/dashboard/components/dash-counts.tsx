import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { dashQueryOptions, type DashCounts } from '../api/dash-query';
import { StudentsByClass } from './students-by-class';

const CARDS: { label: string; pick: (c: DashCounts) => number }[] = [
  { label: 'Students', pick: (c) => c.students.total },
  { label: 'Employees', pick: (c) => c.employees.total },
  { label: 'Teachers', pick: (c) => c.employees.teacher },
  { label: 'Classes', pick: (c) => c.classes },
  { label: 'Sections', pick: (c) => c.sections },
  { label: 'Subjects', pick: (c) => c.subjects },
  { label: 'Rooms', pick: (c) => c.rooms },
  { label: 'Parents', pick: (c) => c.parents },
];

/**
 * The school's counts. Deliberately not a loader query: the counts are not saved for
 * offline use, and the dashboard must still open offline, with a clear note here instead.
 */
export function DashCountsCard() {
  const online = useOnline();
  const { data, error, isPending } = useQuery(dashQueryOptions());
  return (
    <>
    <section aria-labelledby="school-counts" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="school-counts" className="text-base font-semibold text-slate-900">
        At a glance
      </h2>
      {data ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 desk:grid-cols-8">
          {CARDS.map((card) => (
            <div key={card.label} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-100">
              <dt className="text-xs font-medium text-slate-600">{card.label}</dt>
              <dd className="text-xl font-semibold text-slate-900">{card.pick(data).toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600" role={error ? 'status' : undefined}>
          {!online ? 'Counts need a connection; they are not saved on this device.' : error ? errorMessage(error) : isPending ? 'Counting…' : ''}
        </p>
      )}
    </section>
    {data ? <StudentsByClass students={data.students} /> : null}
    </>
  );
}
