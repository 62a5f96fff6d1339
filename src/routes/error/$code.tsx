import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '@/features/errors/components/error-page';

/** /error/401|403|404|500; any other code shows the 404 content. No guard. */
export const Route = createFileRoute('/error/$code')({
  staticData: { title: 'Error' },
  component: ErrorRoute,
});

function ErrorRoute() {
  const { code } = Route.useParams();
  return <ErrorPage code={code} />;
}
