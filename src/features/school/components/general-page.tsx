import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@contract';
import { QueryProblem } from '@/components/overlays/query-state';
import { can } from '@/lib/can';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { schoolProfileQueryOptions, useSaveMyProfile, useSaveSchoolProfile } from '../api/school-profile';
import { MyProfileForm } from '../forms/my-profile-form';
import { SchoolProfileForm } from '../forms/school-profile-form';

export interface GeneralPageProps {
  user: Profile;
}

const card = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 desk:p-8';

/**
 * Settings › General. Everyone gets their own profile card; those with school-profile also
 * edit the school's name, logo, contacts, currency and time zone.
 */
export function GeneralPage({ user }: GeneralPageProps) {
  const schoolEditor = can(user, 'school-profile');
  return (
    <div className={`mx-auto grid max-w-6xl items-start gap-6 ${schoolEditor ? 'desk:grid-cols-[3fr_2fr]' : 'max-w-xl'}`}>
      {schoolEditor ? <SchoolCard /> : null}
      <MyProfileCard user={user} />
    </div>
  );
}

function SchoolCard() {
  const school = useQuery(schoolProfileQueryOptions());
  const save = useSaveSchoolProfile();
  const online = useOnline();
  return (
    <section aria-labelledby="school-profile-title" className={card}>
      <h2 id="school-profile-title" className="text-lg font-semibold text-slate-900">
        School profile
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">Shown in the sidebar, on printouts and on receipts. The currency applies to every amount.</p>
      {school.data ? (
        // Re-mounted when the saved profile changes, so the form starts from what the server kept.
        <SchoolProfileForm key={school.dataUpdatedAt} initial={school.data} pending={save.isPending} onSubmit={(input) => save.mutate(input)} />
      ) : !online ? (
        <QueryProblem title="This needs a connection" message="The school profile has no saved copy on this device. Connect to edit it." />
      ) : school.isError ? (
        <QueryProblem title="The school profile could not load" message={errorMessage(school.error)} />
      ) : (
        <p className="py-6 text-center text-sm text-slate-600">Loading…</p>
      )}
    </section>
  );
}

function MyProfileCard({ user }: { user: Profile }) {
  const save = useSaveMyProfile();
  return (
    <section aria-labelledby="my-profile-title" className={card}>
      <h2 id="my-profile-title" className="text-lg font-semibold text-slate-900">
        My profile
      </h2>
      <dl className="mt-4 mb-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-slate-600">Username</dt>
        <dd className="font-medium text-slate-900">{user.username}</dd>
        <dt className="text-slate-600">Role</dt>
        <dd className="font-medium text-slate-900">{user.role_name ?? user.role}</dd>
        <dt className="text-slate-600">School</dt>
        <dd className="font-medium text-slate-900">{user.school_name}</dd>
      </dl>
      <MyProfileForm fullname={user.fullname} pending={save.isPending} onSubmit={(input) => save.mutate(input)} />
    </section>
  );
}
