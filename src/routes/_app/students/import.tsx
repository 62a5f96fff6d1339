import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { ImportPage } from '@/features/student-import/components/import-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['add-student'];

export const Route = createFileRoute('/_app/students/import')({
  staticData: { title: 'Import Students' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: ImportRoute,
});

function ImportRoute() {
  const { user } = Route.useRouteContext();
  return <ImportPage user={user!} />;
}
