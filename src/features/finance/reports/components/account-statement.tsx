import type { StatementAccount } from '@contract';
import { Money } from '@/components/report/report-table';
import { ScrollRegion } from '@/components/layout/scroll-region';
import { ColumnHeads } from '@/components/data-table/column-heads';

export interface StatementSection {
  title: string;
  accounts: StatementAccount[];
  /** Lines that are not accounts (Current earnings), after the accounts. */
  extra?: { name: string; amount: number; note?: string }[];
  /** What the section says when no account has an amount: "No liability account has a balance." */
  none: string;
  totalLabel: string;
  total: number;
}

export interface AccountStatementProps {
  caption: string;
  sections: StatementSection[];
  /** The bottom lines: net income; total liabilities and equity. */
  grand: { label: string; amount: number }[];
}

const amountCell = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap';

/**
 * The standard layout of an income statement or balance sheet: each section's accounts under
 * its heading, indented, with the section's total ruled off beneath, and the bottom line
 * double-ruled. One table, so every amount lines up in one column.
 */
export function AccountStatement({ caption, sections, grand }: AccountStatementProps) {
  return (
    <ScrollRegion label={caption} className="overflow-x-auto print:overflow-visible">
      <table className="w-full max-w-3xl text-left text-sm print:max-w-none print:text-xs">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads row="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600" cell="px-3 py-2" heads={[{ label: 'Code', className: 'w-24' }, 'Account', { label: 'Amount', numeric: true }]} />
        {sections.map((s) => (
          <tbody key={s.title} className="border-b border-slate-200">
            <tr>
              <th scope="colgroup" colSpan={3} className="px-3 pb-1 pt-4 text-sm font-semibold text-slate-900">
                {s.title}
              </th>
            </tr>
            {s.accounts.length === 0 && !s.extra?.length ? (
              <tr>
                <td colSpan={3} className="px-3 py-1.5 pl-8 text-sm text-slate-600">
                  {s.none}
                </td>
              </tr>
            ) : null}
            {s.accounts.map((a) => (
              <tr key={a.account_id} className="hover:bg-slate-50">
                <td className="px-3 py-1.5 font-mono text-slate-700">{a.code}</td>
                <th scope="row" className="px-3 py-1.5 pl-6 font-normal text-slate-800">{a.name}</th>
                <td className={amountCell}>
                  <Money minor={a.amount} />
                </td>
              </tr>
            ))}
            {(s.extra ?? []).map((x) => (
              <tr key={x.name}>
                <td className="px-3 py-1.5" />
                <th scope="row" className="px-3 py-1.5 pl-6 font-normal text-slate-800">
                  {x.name}
                  {x.note ? <span className="block text-xs text-slate-600">{x.note}</span> : null}
                </th>
                <td className={amountCell}>
                  <Money minor={x.amount} />
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2 font-semibold text-slate-900">
                {s.totalLabel}
              </th>
              <td className={`${amountCell} border-t border-slate-400 font-semibold text-slate-900`}>
                <Money minor={s.total} />
              </td>
            </tr>
          </tbody>
        ))}
        <tfoot>
          {grand.map((g) => (
            <tr key={g.label}>
              <th scope="row" colSpan={2} className="px-3 pb-2 pt-4 text-base font-semibold text-slate-900">
                {g.label}
              </th>
              <td className={`${amountCell} border-b-4 border-double border-slate-500 pt-4 text-base font-semibold text-slate-900`}>
                <Money minor={g.amount} />
              </td>
            </tr>
          ))}
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
