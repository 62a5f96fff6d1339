import { useQuery } from '@tanstack/react-query';
import { ADMIN_ROLE_ID, PRIVILEGE_MODULES, type PrivilegeHolder } from '@contract';
import { can } from '@/lib/can';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { dashQueryOptions, type DashCounts } from '../api/dash-query';
import { FinancePanel } from './finance-panel';
import { MyClasses } from './my-classes';
import { StudentsByClass } from './students-by-class';

const CARDS: { label: string; pick: (c: DashCounts) => number | null | undefined }[] = [
  { label: 'Students', pick: (c) => c.students?.total },
  { label: 'Employees', pick: (c) => c.employees?.total },
  { label: 'Teachers', pick: (c) => c.employees?.teacher },
  { label: 'Classes', pick: (c) => c.classes },
  { label: 'Sections', pick: (c) => c.sections },
  { label: 'Subjects', pick: (c) => c.subjects },
  { label: 'Rooms', pick: (c) => c.rooms },
  { label: 'Parents', pick: (c) => c.parents },
];

export interface DashCountsCardProps {
  user: PrivilegeHolder & { classes: number[] };
  academicName: string;
}

/**
 * What the user works on (issue 10): the counts they may list, scoped to their classes unless
 * Admin; a teacher's own sections; a finance holder's note until the finance pages exist.
 * Deliberately not a loader query: the counts are not saved for offline use, and the dashboard
 * must still open offline, with a clear note here instead.
 */
export function DashCountsCard({ user, academicName }: DashCountsCardProps) {
  const online = useOnline();
  const { data, error, isPending } = useQuery(dashQueryOptions());
  const cards = data ? CARDS.map((card) => ({ label: card.label, value: card.pick(data) })).filter((c): c is { label: string; value: number } => c.value != null) : [];
  // An Admin holds every privilege; the finance note is for the people finance is their work.
  const finance = user.role_id !== ADMIN_ROLE_ID && PRIVILEGE_MODULES.Finance.some((p) => can(user, p));
  const status = !online ? 'Counts need a connection; they are not saved on this device.' : error ? errorMessage(error) : isPending ? 'Counting…' : '';

  return (
    <>
      {!data || cards.length > 0 ? (
        <section aria-labelledby="school-counts" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="school-counts" className="text-base font-semibold text-slate-900">
            At a glance
          </h2>
          {data?.scope === 'classes' && cards.length > 0 ? (
            <p className="mt-1 text-sm text-slate-600">Classes, sections and students count only the classes assigned to you{academicName ? ` in ${academicName}` : ''}.</p>
          ) : null}
          {data ? (
            <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 desk:grid-cols-8">
              {cards.map((card) => (
                <div key={card.label} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-100">
                  <dt className="text-xs font-medium text-slate-600">{card.label}</dt>
                  <dd className="text-xl font-semibold text-slate-900">{card.value.toLocaleString()}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-2 text-sm text-slate-600" role={error ? 'status' : undefined}>
              {status}
            </p>
          )}
        </section>
      ) : null}
      {data?.scope === 'school' && data.students ? <StudentsByClass students={data.students} /> : null}
      {data?.scope === 'classes' && user.classes.length > 0 ? <MyClasses sections={data.my_sections} canOpenRoster={can(user, 'list-student')} academicName={academicName} /> : null}
      {finance ? <FinancePanel /> : null}
    </>
  );
}
