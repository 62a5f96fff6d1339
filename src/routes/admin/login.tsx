import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasSession } from '@/lib/session';
import { SignIn } from '../-sign-in';

/** Spec §2 names the sign-in page /admin/login in one place: the same page, both paths. */
export const Route = createFileRoute('/admin/login')({
  staticData: { title: 'Sign in' },
  beforeLoad: () => {
    if (hasSession()) throw redirect({ to: '/dashboard' });
  },
  component: SignIn,
});
