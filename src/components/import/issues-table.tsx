import { useId } from 'react';
import { inputClass } from '@/components/form/field-types';
import type { Mapping, RowIssue } from './column-mapping';
import type { ImportSpec } from './import-spec';
import type { LoadedFile } from './loaded-file';
import { TableFrame } from '@/components/data-table/table-frame';

export interface IssuesTableProps<C extends string> {
  spec: ImportSpec<C>;
  file: LoadedFile;
  mapping: Mapping<C>;
  issues: RowIssue<C>[];
  /** A fixed cell: row and column of the file (0-based), and its new text. */
  onCell: (rowIndex: number, colIndex: number, value: string) => void;
}

// Scrolls on its own below a fixed height, its heads in view.
const LONG_LIST_REGION = 'max-h-[32rem] overflow-auto rounded-md ring-1 ring-slate-200 focus-visible:ring-offset-2';

/** The server's problems, row by row, each with its cell to fix in place. */
export function IssuesTable<C extends string>({ spec, file, mapping, issues, onCell }: IssuesTableProps<C>) {
  const id = useId();
  return (
    <TableFrame caption="Problems, row by row" heads={['Row', 'Field', 'Problem', 'Value']} region={LONG_LIST_REGION} stickyHead>
      <tbody>
        {issues.map((issue, k) => {
          const colIndex = issue.column === 'row' ? -1 : mapping.indexOf(issue.column);
          const cells = file.table.rows[issue.row - 1];
          const who = cells ? spec.whoColumns.map((c) => mapping.indexOf(c)).filter((i) => i >= 0).map((i) => cells[i]).join(' ') : '';
          return (
            <tr key={`${issue.row}-${issue.column}-${k}`} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium text-slate-900">
                Row {issue.row}
                {who ? <span className="block text-xs font-normal text-slate-600">{who}</span> : null}
              </th>
              <td className="px-3 py-2 text-slate-800">{issue.column === 'row' ? 'Whole row' : spec.labels[issue.column]}</td>
              <td className="px-3 py-2 text-red-800">{issue.message}</td>
              <td className="px-3 py-2">
                {cells && colIndex >= 0 ? (
                  <>
                    <label className="sr-only" htmlFor={`${id}-cell-${k}`}>
                      {spec.labels[issue.column as C]} of row {issue.row}
                    </label>
                    <input
                      id={`${id}-cell-${k}`}
                      value={cells[colIndex] ?? ''}
                      maxLength={500}
                      onChange={(e) => onCell(issue.row - 1, colIndex, e.target.value)}
                      className={`${inputClass} min-w-40`}
                    />
                  </>
                ) : (
                  <span className="text-slate-600">—</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
