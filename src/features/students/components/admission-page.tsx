import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { QueryProblem } from '@/components/overlays/query-state';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { nextAdmissionNoQueryOptions, useAdmitStudent } from '../api/students';
import { StudentForm } from '../forms/student-form';
import { lacksSections, NeedsSection } from './needs-section';

export interface AdmissionPageProps {
  user: Profile;
  onAdmitted: (id: number) => void;
  onCancel: () => void;
}

/** Students › Admit: the student, their parent (existing or new) and the section they join, in one save. */
export function AdmissionPage({ user, onAdmitted, onCancel }: AdmissionPageProps) {
  const online = useOnline();
  const next = useQuery({ ...nextAdmissionNoQueryOptions(), enabled: online });
  const classes = useQuery(classOptionsQueryOptions());
  const admit = useAdmitStudent(onAdmitted);

  if (!online && !next.data) {
    return <QueryProblem title="This needs a connection" message="Admitting a student saves to the server; connect to the internet and open this page again." />;
  }
  // The form starts once the suggested number is known (or known to be unavailable).
  if (next.isPending) return <p className="py-12 text-center text-sm text-slate-600">Loading…</p>;

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      {!online ? <QueryProblem title="This needs a connection" message="You are offline. What you typed stays here; save once the connection is back." /> : null}
      {next.isError ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          No admission number could be suggested ({errorMessage(next.error)}); type one.
        </p>
      ) : null}
      {lacksSections(classes.data) ? (
        <div className="rounded-md bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
          <NeedsSection user={user} classes={classes.data} />
        </div>
      ) : null}
      <StudentForm
        mode="admit"
        suggestedNumber={next.data}
        classes={classes.data ?? []}
        currency={user.currency}
        pending={admit.isPending}
        error={admit.error ? errorMessage(admit.error) : undefined}
        onCancel={onCancel}
        onSubmit={(input) => admit.mutate(input)}
      />
    </div>
  );
}
