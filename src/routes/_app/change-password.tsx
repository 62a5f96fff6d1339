import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { can } from '@/lib/can';
import { ChangePasswordPage } from '@/features/auth/components/change-password-page';
import { requirePrivileges } from '../-guard';

/** Any signed-in user may change their own password. */
const PRIVILEGES: Privilege[] = [];

export const Route = createFileRoute('/_app/change-password')({
  staticData: { title: 'Change Password' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const navigate = useNavigate();
  const { user } = Route.useRouteContext();
  return (
    <ChangePasswordPage
      onChanged={() => void navigate({ to: '/' })}
      // Spec §2: Cancel goes to the accounts list; someone who may not list users goes home.
      onCancel={() => void navigate({ to: can(user, 'list-user') ? '/settings/list-users' : '/dashboard' })}
    />
  );
}
