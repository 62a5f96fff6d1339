import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { receiptBookQueryOptions, receiptListSearch } from '@/features/finance/payments/api/payments';
import { ReceiptBookPage } from '@/features/finance/payments/components/receipt-book-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['receive-payment'];

export const Route = createFileRoute('/_app/finance/receipts')({
  staticData: { title: 'Receipt Book' },
  validateSearch: receiptListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient }, deps }) => loadQuery(queryClient, receiptBookQueryOptions(deps)),
  component: ReceiptBookRoute,
});

function ReceiptBookRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ReceiptBookPage user={user!} state={search} onStateChange={(next) => void navigate({ search: next, replace: true })} />;
}
