import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { StaffImportPage } from '@/features/staff-import/components/staff-import-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['add-employee'];

export const Route = createFileRoute('/_app/employees/import')({
  staticData: { title: 'Import Staff' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: StaffImportRoute,
});

function StaffImportRoute() {
  const { user } = Route.useRouteContext();
  return <StaffImportPage user={user!} />;
}
