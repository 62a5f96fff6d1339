import { formatDateTime } from '@/lib/format-date';
import type { Column } from './types';

interface PrintTableProps<T> {
  title: string;
  columns: Column<T>[];
  rows: T[];
  textOf: (c: Column<T>, row: T) => unknown;
}

/** Every filtered row, shown only on paper (the screen table shows one page). */
export function PrintTable<T>({ title, columns, rows, textOf }: PrintTableProps<T>) {
  return (
    <div className="hidden print:block">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <p className="mb-3 text-xs">
        {rows.length} rows · printed {formatDateTime(new Date())}
      </p>
      <table className="w-full border-collapse text-left text-xs">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className="border border-slate-400 px-2 py-1">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c.id} className="border border-slate-300 px-2 py-1">
                  {String(textOf(c, row) ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
