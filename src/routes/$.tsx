import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec §2: any unknown path redirects to /error (which shows the 404 content). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/error' });
  },
});
