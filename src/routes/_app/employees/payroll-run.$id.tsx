import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { runQueryOptions } from '@/features/payroll/runs/api/runs';
import { RunPage } from '@/features/payroll/runs/components/run-page';
import { can } from '@/lib/can';
import { requirePrivileges } from '../../-guard';

const idParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number));

export const Route = createFileRoute('/_app/employees/payroll-run/$id')({
  staticData: { title: 'Payroll Run' },
  params: {
    parse: ({ id }) => ({ id: v.parse(idParam, id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  // Acting on a run needs generate-payroll; a payroll-report holder may read it.
  beforeLoad: (ctx) => {
    if (!can(ctx.context.user, 'generate-payroll')) requirePrivileges(['payroll-report'])(ctx);
  },
  // Prefetch, never ensure: an unknown run or a lost connection is shown on the page.
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(runQueryOptions(params.id)),
  component: PayrollRunRoute,
});

function PayrollRunRoute() {
  const { user } = Route.useRouteContext();
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  // Keyed by the run: a regenerated run starts the page afresh (no dialog left open).
  return <RunPage key={id} user={user!} runId={id} onOpenRun={(next) => void navigate({ to: '/employees/payroll-run/$id', params: { id: next }, replace: true })} />;
}
