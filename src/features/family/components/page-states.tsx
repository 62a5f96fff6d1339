import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';

/** A family page's card: white, rounded, a heading of its own. */
export function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * Until a page's read arrives: grey blocks while it loads, "needs a connection" offline with no
 * saved copy (never a spinner for ever), or the failure with Try again. Null once there is data.
 */
export function useFamilyGate(query: UseQueryResult<unknown>, what: string): ReactNode {
  const online = useOnline();
  if (query.data) return null;
  if (!online || (query.error instanceof HttpError && query.error.isNetwork)) {
    return (
      <Problem title="You are offline">
        {`${what} has not been opened on this phone yet. Connect to the internet and open it once: after that it opens offline too.`}
      </Problem>
    );
  }
  if (!query.isError) {
    return (
      <div role="status" aria-label={`Loading ${what.toLowerCase()}`} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-2xl bg-slate-200/70" />
        ))}
      </div>
    );
  }
  return (
    <Problem title={`${what} could not load`}>
      {errorMessage(query.error)}
      <button type="button" onClick={() => void query.refetch()} className="mt-3 block w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white">
        Try again
      </button>
    </Problem>
  );
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{title}</p>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
    </div>
  );
}
