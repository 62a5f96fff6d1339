import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { AddPerformancePage } from '@/features/performance/components/add-performance-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['add-perfomance-student'];

export const Route = createFileRoute('/_app/students/add-performance')({
  staticData: { title: 'Add Performance Note' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: AddPerformanceRoute,
});

function AddPerformanceRoute() {
  const { user } = Route.useRouteContext();
  return <AddPerformancePage user={user!} />;
}
