import { buttonClass } from '@/components/ui/button';
import { errorContent } from '../error-codes';

/** A standalone error page (no guard, no shell) with its "Return to Dashboard" link. */
export function ErrorPage({ code }: { code: string }) {
  const content = errorContent(code);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
        <p className="text-6xl font-extrabold tracking-tight text-brand-700" aria-hidden="true">
          {content.code}
        </p>
        <h1 className="mt-4 text-xl font-semibold text-slate-900">
          <span className="sr-only">Error {content.code}: </span>
          {content.title}
        </h1>
        <p data-testid="error-message" className="mt-2 text-sm text-slate-700">
          {content.message}
        </p>
        <a href="#/dashboard" className={buttonClass('primary', 'mt-8')}>
          Return to Dashboard
        </a>
      </div>
    </main>
  );
}
