import { useState } from 'react';
import { focusRing } from '@/components/ui/button';
import type { Mapping } from './column-mapping';
import type { ImportSpec } from './import-spec';
import type { LoadedFile } from './loaded-file';
import { ScrollRegion } from '@/components/layout/scroll-region';

const PREVIEW_ROWS = 50;

/** The file's rows as read (the first fifty, rows with problems first). */
export function RowsPreview<C extends string>({ spec, file, mapping, issueRows }: { spec: ImportSpec<C>; file: LoadedFile; mapping: Mapping<C>; issueRows: number[] }) {
  const [open, setOpen] = useState(false);
  const order = [...issueRows.map((r) => r - 1), ...file.table.rows.map((_, i) => i).filter((i) => !issueRows.includes(i + 1))].slice(0, PREVIEW_ROWS);
  const cols = mapping.map((c, i) => ({ c, i })).filter((x) => x.c !== '');
  return (
    <div className="mt-4">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className={`text-sm font-medium text-brand-700 underline ${focusRing}`}>
        {open ? 'Hide the rows' : `Show the rows (${Math.min(PREVIEW_ROWS, file.table.rows.length)} of ${file.table.rows.length})`}
      </button>
      {open ? (
        <ScrollRegion label="Rows of the file" className="mt-2 max-h-96 overflow-auto rounded-md ring-1 ring-slate-200 focus-visible:ring-offset-2">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">Rows of the file</caption>
            <thead className="sticky top-0 bg-slate-50">
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="px-2 py-1.5 font-semibold">Row</th>
                {cols.map(({ c }) => (
                  <th key={c} scope="col" className="whitespace-nowrap px-2 py-1.5 font-semibold">
                    {spec.labels[c as C]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {order.map((r) => (
                <tr key={r} className={`border-b border-slate-100 last:border-0 ${issueRows.includes(r + 1) ? 'bg-red-50' : ''}`}>
                  <th scope="row" className="px-2 py-1 text-left font-medium">
                    {r + 1}
                  </th>
                  {cols.map(({ c, i }) => (
                    <td key={c} className="whitespace-nowrap px-2 py-1 text-slate-800">
                      {file.table.rows[r]?.[i] ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </div>
  );
}
