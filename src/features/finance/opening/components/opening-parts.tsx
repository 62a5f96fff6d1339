import type { ReactNode } from 'react';
import type { Profile } from '@contract';
import { errorMessage, HttpError } from '@/lib/http-error';

export interface OpeningPageProps {
  user: Profile;
  /** For tests: how a submission's key is made. */
  makeKey?: () => string;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
export const inputClass = 'block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm';
const issuesOf = (error: unknown) => (error instanceof HttpError ? error.issues : []);

/** One section of the page, named by its heading. */
export function Card({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/** The server's refusal, with each issue on the line the person typed. */
export function Problems({ error, lineOf }: { error: unknown; lineOf?: (path: string) => number | null }) {
  const issues = issuesOf(error);
  return (
    <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-medium">{errorMessage(error)}</p>
      {issues.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {issues.map((i) => {
            const line = lineOf?.(i.path);
            return <li key={`${i.path}:${i.message}`}>{line ? `Line ${line}: ${i.message.replace(/^Row \d+: /, '')}` : i.message}</li>;
          })}
        </ul>
      ) : null}
    </div>
  );
}
