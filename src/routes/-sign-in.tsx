import { useNavigate } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page';

/** The sign-in page, shared by /auth/login and its /admin/login alias. */
export function SignIn() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={() => void navigate({ to: '/dashboard' })} />;
}
