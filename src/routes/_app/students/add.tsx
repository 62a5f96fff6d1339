import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { AdmissionPage } from '@/features/students/components/admission-page';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['add-student'];

export const Route = createFileRoute('/_app/students/add')({
  staticData: { title: 'Admit Student' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: AdmitRoute,
});

function AdmitRoute() {
  const { user } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <AdmissionPage
      user={user!}
      onAdmitted={(id) => void navigate({ to: '/students/view/$studentId', params: { studentId: id } })}
      onCancel={() => void navigate({ to: '/students/list', search: { page: 1, limit: 100 } })}
    />
  );
}
