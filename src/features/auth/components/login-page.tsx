import { wantToaster } from '@/lib/toast';
import { useLogin } from '../api/login';
import { LoginForm } from '../forms/login-form';
import { BrandMark } from './brand-mark';

/**
 * Spec §2: the sign-in page. The brand and title paint at once (the browser records a first
 * contentful paint, and a tablet on a slow link sees where it is); only the card with the
 * form fades in after 700 ms (spec §9, CSS `sd-login-card`).
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (to: 'staff' | 'family') => void }) {
  const login = useLogin(onSignedIn);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-slate-100 via-slate-50 to-brand-100 px-4 py-10">
      <div className="mb-6 flex flex-col items-center text-center">
        <BrandMark className="mb-3 size-12" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sign in to Schooldesk</h1>
        <p className="mt-1 text-sm text-slate-600">Staff, parents and pupils sign in here.</p>
      </div>
      {/* A refusal is a toast: the toaster is fetched as the user starts, not with the page. */}
      <div className="sd-login-card w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl sm:p-8 ring-1 ring-slate-200" onFocus={wantToaster}>
        <LoginForm pending={login.isPending} onSubmit={(input) => login.mutate(input)} />
      </div>
    </main>
  );
}
