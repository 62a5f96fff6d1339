import { createFileRoute } from '@tanstack/react-router';
import { apiDocsSearch, apiDocumentQueryOptions } from '@/features/api-docs/api/api-docs';
import { ApiDocsPage } from '@/features/api-docs/components/api-docs-page';
import { requireAdmin } from '../../-guard';
import { loadQuery } from '../../-load';

/** `GET /api/docs` sends the browser here: the page signs in as usual, then reads the document. */
export const Route = createFileRoute('/_app/settings/api-docs')({
  staticData: { title: 'API Documentation' },
  validateSearch: apiDocsSearch,
  beforeLoad: requireAdmin,
  loader: ({ context: { queryClient } }) => loadQuery(queryClient, apiDocumentQueryOptions()),
  component: ApiDocsRoute,
});

function ApiDocsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ApiDocsPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
