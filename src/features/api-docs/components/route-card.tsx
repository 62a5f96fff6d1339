import type { RouteView } from '../lib/api-reference';
import { FieldTable } from './field-table';

/** Each method its colour, always beside its name: the colour is never the only sign. */
const METHOD_CLASS: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900',
  POST: 'bg-emerald-100 text-emerald-900',
  PUT: 'bg-amber-100 text-amber-900',
  PATCH: 'bg-violet-100 text-violet-900',
  DELETE: 'bg-red-100 text-red-900',
};

const ACCESS_LABEL: Record<RouteView['access'], string> = {
  public: 'Public',
  'signed-in': 'Signed in',
  'all-of': 'Privileges',
  'any-of': 'Privileges',
  admin: 'Admins only',
};

/** The document's descriptions are CommonMark; they use no more of it than `code`. */
function Prose({ text }: { text: string }) {
  return text.split('`').map((part, i) => (i % 2 ? <code key={i} className="font-mono text-xs">{part}</code> : part));
}

/** One route: method and path, who may call it, what it takes and what it answers. */
export function RouteCard({ route }: { route: RouteView }) {
  const headingId = `route-${route.key.replace(/[^A-Za-z0-9]+/g, '-')}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 border-t border-slate-200 px-4 py-4 first:border-t-0">
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-sm">
        <span className={`w-16 rounded px-2 py-0.5 text-center text-xs font-bold ${METHOD_CLASS[route.method] ?? 'bg-slate-100 text-slate-900'}`}>{route.method}</span>
        <code className="font-mono font-semibold break-all text-slate-900">{route.path}</code>
      </h3>
      <p className="text-sm text-slate-700">
        <span className="mr-2 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{ACCESS_LABEL[route.access]}</span>
        <Prose text={route.rule} />
      </p>
      {route.parameters.length ? <FieldTable caption="Parameters" rows={route.parameters} showIn /> : null}
      {route.body.map((fields, i) => (
        <FieldTable key={i} caption={route.body.length > 1 ? `Body (JSON), shape ${i + 1} of ${route.body.length}` : 'Body (JSON)'} rows={fields} />
      ))}
      <div>
        <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">Answers</h4>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {route.responses.map((r) => (
            <div key={r.code} className="contents">
              <dt className="font-mono text-xs leading-5 font-semibold text-slate-900">{r.code}</dt>
              <dd className="text-slate-700">
                <Prose text={r.text} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
