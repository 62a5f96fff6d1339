import { createFileRoute } from '@tanstack/react-router';
import { recentRunsQueryOptions } from '@/features/payroll/runs/api/runs';
import { GeneratePayrollPage, RUNS_SHOWN } from '@/features/payroll/runs/components/generate-payroll-page';
import { can } from '@/lib/can';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

export const Route = createFileRoute('/_app/employees/generate')({
  staticData: { title: 'Generate Payroll' },
  // Generating needs generate-payroll; a payroll-report holder may still read the runs here.
  beforeLoad: (ctx) => {
    if (!can(ctx.context.user, 'generate-payroll')) requirePrivileges(['payroll-report'])(ctx);
  },
  loader: ({ context: { queryClient } }) => loadQuery(queryClient, recentRunsQueryOptions(RUNS_SHOWN)),
  component: GeneratePayrollRoute,
});

function GeneratePayrollRoute() {
  const { user } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return <GeneratePayrollPage user={user!} onOpenRun={(id) => void navigate({ to: '/employees/payroll-run/$id', params: { id } })} />;
}
