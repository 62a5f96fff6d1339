import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import type { Privilege } from '@contract';
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
  const router = useRouter();
  return (
    <ChangePasswordPage
      onChanged={() => void navigate({ to: '/' })}
      // Spec §2: Cancel goes back to where the user came from.
      onCancel={() => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/dashboard' }))}
    />
  );
}
