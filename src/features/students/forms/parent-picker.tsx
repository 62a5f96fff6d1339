import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDebounced } from '@/components/data-table/use-debounced';
import { inputClass } from '@/components/form/field-types';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { errorMessage } from '@/lib/http-error';
import { parentSearchQueryOptions } from '../api/students';

export interface PickedParent {
  id: number;
  fullname: string;
  phone: string;
}

/** Search-as-you-type over the school's parents (GET /parents?search=); picks one. */
export function ParentPicker({ value, onChange }: { value: PickedParent | null; onChange: (parent: PickedParent | null) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const results = useQuery(parentSearchQueryOptions(search));

  if (value) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2">
        <p className="text-sm text-slate-900">
          <span className="font-medium">{value.fullname}</span> <span className="text-slate-700">· {value.phone}</span>
        </p>
        <Button variant="ghost" className="ml-auto px-2 py-1" onClick={() => onChange(null)}>
          Change parent
        </Button>
      </div>
    );
  }

  const found = results.data ?? [];
  return (
    <div>
      <SearchField
        id={id}
        label={
          <>
            Find parent<span aria-hidden="true" className="text-red-700"> *</span>
          </>
        }
        value={text}
        onChange={setText}
        autoComplete="off"
        placeholder="Name or phone, at least 2 characters"
        aria-describedby={`${id}-results`}
        className={inputClass}
      />
      <div id={`${id}-results`} aria-live="polite" className="mt-2">
        {search.length < 2 ? (
          <p className="text-xs text-slate-600">Type a name or phone number to find the parent.</p>
        ) : results.isError ? (
          <p role="alert" className="text-xs font-medium text-red-700">
            {errorMessage(results.error)}
          </p>
        ) : results.isPending ? (
          <p className="text-xs text-slate-600">Searching…</p>
        ) : found.length === 0 ? (
          <p className="text-xs text-slate-600">No parent matches “{search}”. Choose “New parent” to add one.</p>
        ) : (
          <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
            {found.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => onChange({ id: p.id, fullname: p.fullname, phone: p.phone })}
                  className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
                >
                  <span className="font-medium text-slate-900">{p.fullname}</span>
                  <span className="text-slate-700">{p.phone}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
