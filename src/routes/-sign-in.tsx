import { useNavigate } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page';

/** The sign-in page, shared by /auth/login and its /admin/login alias: staff go to the dashboard, families to their portal. */
export function SignIn() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={(to) => void navigate({ to: to === 'family' ? '/family' : '/dashboard' })} />;
}
