import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { idField } from '@contract';
import { PayslipsPage } from '@/features/payroll/runs/components/payslips-page';
import { can } from '@/lib/can';
import { requirePrivileges } from '../../-guard';

const idParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number));
// A bad employee_id in the address shows every slip rather than failing the page.
const payslipSearch = v.object({ employee_id: v.fallback(v.optional(idField), undefined) });

export const Route = createFileRoute('/_app/employees/payslips/$id')({
  staticData: { title: 'Payslips' },
  params: {
    parse: ({ id }) => ({ id: v.parse(idParam, id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  validateSearch: payslipSearch,
  beforeLoad: (ctx) => {
    if (!can(ctx.context.user, 'generate-payroll')) requirePrivileges(['payroll-report'])(ctx);
  },
  component: PayslipsRoute,
});

function PayslipsRoute() {
  const { id } = Route.useParams();
  const { employee_id } = Route.useSearch();
  return <PayslipsPage runId={id} employeeId={employee_id} />;
}
