import { ColumnHeads } from '@/components/data-table/column-heads';
import type { FieldRow } from '../lib/api-reference';

/** Parameters or body fields: name, type, whether required, and the checks in words. */
export function FieldTable({ caption, rows, showIn = false }: { caption: string; rows: FieldRow[]; showIn?: boolean }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">{caption}</caption>
      <ColumnHeads row="border-b border-slate-200 text-xs text-slate-600" cell="py-1 pr-3 last:pr-0" heads={showIn ? ['Name', 'In', 'Type', 'Required', 'Checks'] : ['Name', 'Type', 'Required', 'Checks']} />
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.in ?? ''}${r.name}`} className="border-b border-slate-100 align-top last:border-0">
            <td className="py-1 pr-3 font-mono text-xs text-slate-900">{r.name}</td>
            {showIn ? <td className="py-1 pr-3 text-slate-700">{r.in}</td> : null}
            <td className="py-1 pr-3 text-slate-800">{r.type}</td>
            <td className="py-1 pr-3 text-slate-700">{r.required ? 'Yes' : 'No'}</td>
            <td className="break-all py-1 text-slate-700">{r.notes || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
