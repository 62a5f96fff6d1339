import { formatMoney, type BalanceSheet } from '@contract';
import { formatDate } from '@/lib/format-date';

/** The equity accounts alone: the sheet's total equity includes the current earnings. */
export const equityAccounts = (b: BalanceSheet) => b.total_equity - b.current_earnings;

/**
 * The accounting equation at the sheet's date, in figures: Assets = Liabilities + Equity +
 * (Income − Expenses). When the server says it does not hold, a warning says by how much
 * and what to do; the figures are still shown, since hiding them would hide the problem.
 */
export function BalanceEquation({ sheet, currency }: { sheet: BalanceSheet; currency: string }) {
  const m = (minor: number) => formatMoney(minor, currency);
  const gap = sheet.total_assets - sheet.total_liabilities - sheet.total_equity;
  return (
    <div className="mb-4 space-y-2">
      <p className={`rounded-md px-3 py-2 text-sm ring-1 ${sheet.balanced ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-slate-50 text-slate-800 ring-slate-200'}`}>
        <span className="font-semibold">Assets = Liabilities + Equity + (Income − Expenses)</span>
        <span className="block tabular-nums sm:inline">
          <span className="hidden sm:inline">: </span>
          {m(sheet.total_assets)} = {m(sheet.total_liabilities)} + {m(equityAccounts(sheet))} + {m(sheet.current_earnings)}
        </span>
        {sheet.balanced ? <span className="block">It holds at {formatDate(sheet.on)}.</span> : null}
      </p>
      {!sheet.balanced ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          This balance sheet does not balance: assets differ from liabilities, equity and current earnings by {m(gap)}. Do not rely on these figures;
          tell whoever looks after Schooldesk, so the ledger can be checked.
        </p>
      ) : null}
    </div>
  );
}
