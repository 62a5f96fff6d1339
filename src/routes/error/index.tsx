import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec §2: the empty error path shows 404. No guard on error routes. */
export const Route = createFileRoute('/error/')({
  beforeLoad: () => {
    throw redirect({ to: '/error/$code', params: { code: '404' } });
  },
});
