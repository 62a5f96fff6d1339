import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { QueryProblem } from '@/components/overlays/query-state';
import { ToolbarSelect } from '@/components/form/toolbar-fields';
import { focusRing } from '@/components/ui/button';
import { errorMessage, HttpError } from '@/lib/http-error';
import { apiDocumentQueryOptions, type ApiDocsSearch } from '../api/api-docs';
import { filterModules, readDocument } from '../lib/api-reference';
import { RouteCard } from './route-card';

export interface ApiDocsPageProps {
  search: ApiDocsSearch;
  onSearchChange: (next: ApiDocsSearch) => void;
}

const card = 'rounded-xl bg-white shadow-sm ring-1 ring-slate-200';
const routes = (n: number) => `${n} ${n === 1 ? 'route' : 'routes'}`;

/**
 * Settings › API documentation (Admins only): every route the server has mounted, read from
 * its generated OpenAPI document, grouped by module and searchable by path or privilege.
 */
export function ApiDocsPage({ search, onSearchChange }: ApiDocsPageProps) {
  const query = useQuery(apiDocumentQueryOptions());
  const searchId = useId();
  const modules = useMemo(() => (query.data ? readDocument(query.data) : []), [query.data]);
  const shown = filterModules(modules, search.search ?? '', search.module);
  const total = modules.reduce((n, m) => n + m.routes.length, 0);
  const matching = shown.reduce((n, m) => n + m.routes.length, 0);

  if (query.isError) {
    const offline = query.error instanceof HttpError && query.error.isNetwork;
    return <QueryProblem title={offline ? 'This needs a connection' : 'The API document could not load'} message={errorMessage(query.error)} />;
  }
  if (!query.data) return <p className="py-12 text-center text-sm text-slate-600">Loading…</p>;

  return (
    <div className="space-y-4">
      <section aria-label="About this API" className={`${card} p-4`}>
        <p className="text-sm text-slate-700">
          {query.data.info.title} {query.data.info.version}, OpenAPI {query.data.openapi}: {routes(total)} in {modules.length} modules. {query.data.info.description}
        </p>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1">
            <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
              Search by path or privilege
            </label>
            <input
              id={searchId}
              type="search"
              value={search.search ?? ''}
              maxLength={100}
              placeholder="e.g. /api/students or add-student"
              onChange={(e) => onSearchChange({ ...search, search: e.target.value || undefined })}
              className={`w-full rounded-md border border-slate-300 px-3 py-2 text-sm ${focusRing}`}
            />
          </div>
          <ToolbarSelect
            label="Module"
            value={search.module ?? ''}
            allLabel="All modules"
            width="w-52"
            options={modules.map((m) => ({ value: m.tag, label: `/api/${m.tag}` }))}
            onChange={(value) => onSearchChange({ ...search, module: value || undefined })}
          />
        </div>
        <p role="status" className="mt-3 text-sm text-slate-600">
          {matching === total ? `Showing all ${routes(total)}.` : `Showing ${matching} of ${routes(total)}.`}
        </p>
      </section>

      {shown.length === 0 ? (
        <div className={`${card} p-8 text-center`}>
          <p className="font-medium text-slate-900">No route matches this search.</p>
          <p className="mt-1 text-sm text-slate-600">Try part of a path, such as “class”, or a privilege name.</p>
        </div>
      ) : null}

      {shown.map((m) => (
        <section key={m.tag} aria-labelledby={`module-${m.tag}`} className={card}>
          <h2 id={`module-${m.tag}`} className="flex items-baseline justify-between gap-3 border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">
            <code className="font-mono">/api/{m.tag}</code>
            <span className="text-sm font-normal text-slate-600">{routes(m.routes.length)}</span>
          </h2>
          {m.routes.map((r) => (
            <RouteCard key={r.key} route={r} />
          ))}
        </section>
      ))}
    </div>
  );
}
