import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionKind } from '@/lib/session';
import { SignIn } from '../-sign-in';

export const Route = createFileRoute('/auth/login')({
  staticData: { title: 'Sign in' },
  beforeLoad: () => {
    const kind = sessionKind();
    if (kind) throw redirect({ to: kind === 'family' ? '/family' : '/dashboard' });
  },
  component: SignIn,
});
