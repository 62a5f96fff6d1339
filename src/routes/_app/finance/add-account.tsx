import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { can } from '@/lib/can';
import { AddAccountPage } from '@/features/finance/components/add-account-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['add-account'];

export const Route = createFileRoute('/_app/finance/add-account')({
  staticData: { title: 'Add Account' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: AddAccountRoute,
});

function AddAccountRoute() {
  const { user } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  // The chart lists what was added; one who may add but not list goes back to the dashboard.
  const done = () =>
    can(user, 'list-account')
      ? void navigate({ to: '/finance/list-account', search: { page: 1, limit: 100 } })
      : void navigate({ to: '/dashboard' });
  return <AddAccountPage onAdded={done} onCancel={done} />;
}
