import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasSession } from '@/lib/session';
import { SignIn } from '../-sign-in';

export const Route = createFileRoute('/auth/login')({
  staticData: { title: 'Sign in' },
  beforeLoad: () => {
    if (hasSession()) throw redirect({ to: '/dashboard' });
  },
  component: SignIn,
});
