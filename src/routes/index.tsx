import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec §2: the empty path goes to the dashboard. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' });
  },
});
