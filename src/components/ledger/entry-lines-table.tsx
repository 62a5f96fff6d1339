import type { ReactNode } from 'react';
import { formatMoney } from '@contract';
import { ColumnHeads } from '@/components/data-table/column-heads';

/** One line of an entry about to be posted: debit or credit, an account, an amount. */
export interface EntryLinePreview {
  side: 'Dr' | 'Cr';
  account: string;
  amount: number;
}

export interface EntryLinesTableProps {
  caption: string;
  lines: readonly EntryLinePreview[];
  currency?: string;
  /** Words after a line's account ("(each student)"). */
  note?: (line: EntryLinePreview) => ReactNode;
}

/** A confirm step's entry, line by line, credits indented as a journal writes them. */
export function EntryLinesTable({ caption, lines, currency, note }: EntryLinesTableProps) {
  const money = (l: EntryLinePreview, side: EntryLinePreview['side']) => (l.side === side ? formatMoney(l.amount, currency) : '');
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left text-sm font-semibold text-slate-900">{caption}</caption>
      <ColumnHeads row="border-b border-slate-300 text-slate-700" cell="py-1" heads={[{ label: 'Account', className: 'pr-2' }, { label: 'Debit', numeric: true }, { label: 'Credit', numeric: true }]} />
      <tbody>
        {lines.map((l) => (
          <tr key={l.account} className="border-b border-slate-100">
            <th scope="row" className={`py-1 pr-2 font-normal text-slate-900 ${l.side === 'Cr' ? 'pl-4' : ''}`}>
              {l.side} {l.account}
              {note?.(l)}
            </th>
            <td className="whitespace-nowrap py-1 text-right tabular-nums">{money(l, 'Dr')}</td>
            <td className="whitespace-nowrap py-1 text-right tabular-nums">{money(l, 'Cr')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
