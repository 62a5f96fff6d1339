import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { formatMoney, type Account, type OpeningInput, type OpeningPreview } from '@contract';
import { accountOptionsQueryOptions, openingPreviewQueryOptions } from '@/api/finance';
import { EntryLink } from '@/components/ledger/entry-link';
import { Button } from '@/components/ui/button';
import { submissionKeys } from '@/lib/submission-keys';
import { todayIn } from '@/lib/today';
import { usePostOpening } from '../api/opening';
import { accountLines, type AccountBalanceRow } from '../opening-parse';
import { Card, inputClass, Problems, same, type OpeningPageProps } from './opening-parts';

const OWNED_ROLES = new Set(['receivable', 'advances', 'loans']);
const isOpeningEquity = (a: Account) => a.type === 'equity' && (a.code === '3000' || /^opening (balance )?equity$/i.test(a.name));

/** The accounts an opening balance may be entered on: active, not owned by another screen, not the balancing account. */
export const openingAccounts = (accounts: readonly Account[]) =>
  accounts.filter((a) => a.status === 'Active' && !(a.default_for && OWNED_ROLES.has(a.default_for)) && !isOpeningEquity(a));

const normalSide = (a: Account | undefined): 'debit' | 'credit' => (a && (a.type === 'asset' || a.type === 'expense') ? 'debit' : 'credit');
const emptyRow = (): AccountBalanceRow => ({ account_id: null, side: 'debit', amount: '' });

/** The accounts' balances on the start date: rows of account, side and balance, the equity line that balances them, a preview, then one entry. */
export function AccountBalances({ user, makeKey }: OpeningPageProps) {
  const accounts = useQuery(accountOptionsQueryOptions());
  const offered = useMemo(() => openingAccounts(accounts.data ?? []), [accounts.data]);
  const [date, setDate] = useState(() => todayIn(user.time_zone));
  const [rows, setRows] = useState<AccountBalanceRow[]>([emptyRow(), emptyRow(), emptyRow()]);
  const [asked, setAsked] = useState<OpeningInput | null>(null);
  const [posted, setPosted] = useState<number | null>(null);
  const keys = useRef(submissionKeys(makeKey));
  const { lines, problems, equity } = accountLines(rows);
  const input: OpeningInput = { date, lines };
  const preview = useQuery(openingPreviewQueryOptions(asked));
  const current = asked !== null && same(asked, input) && preview.data !== undefined;
  const post = usePostOpening((data) => {
    keys.current.done();
    setPosted(data.entry_id);
    setAsked(null);
    setRows([emptyRow(), emptyRow(), emptyRow()]);
  });
  const set = (i: number, change: Partial<AccountBalanceRow>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const money = (n: number) => formatMoney(n, user.currency);

  return (
    <Card
      id="opening-accounts-heading"
      title="Account balances"
      intro="Each account's balance on the start date, on its debit or credit side. Opening balance equity takes the difference, so the entry balances. Students receivable is brought forward per student, below."
    >
      {accounts.isError && !accounts.data ? <Problems error={accounts.error} /> : null}
      <label className="block max-w-xs text-sm font-medium text-slate-700">
        Start date
        <input type="date" className={`${inputClass} mt-1`} value={date} required onChange={(e) => setDate(e.target.value)} />
      </label>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th className="py-1 font-medium">Account</th>
            <th className="w-32 py-1 font-medium">Side</th>
            <th className="w-40 py-1 font-medium">Balance</th>
            <th className="w-24">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="align-top">
              <td className="py-1 pr-2">
                <select
                  aria-label={`Account, row ${i + 1}`}
                  className={inputClass}
                  value={row.account_id ?? ''}
                  onChange={(e) => {
                    const id = e.target.value ? Number(e.target.value) : null;
                    set(i, { account_id: id, side: normalSide(offered.find((a) => a.id === id)) });
                  }}
                >
                  <option value="">Choose an account</option>
                  {offered.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.code} {a.name}
                    </option>
                  ))}
                </select>
                {problems.has(i) ? <p className="mt-1 text-xs text-red-700">{problems.get(i)}</p> : null}
              </td>
              <td className="py-1 pr-2">
                <select aria-label={`Side, row ${i + 1}`} className={inputClass} value={row.side} onChange={(e) => set(i, { side: e.target.value as 'debit' | 'credit' })}>
                  <option value="debit">Debit</option>
                  <option value="credit">Credit</option>
                </select>
              </td>
              <td className="py-1 pr-2">
                <input aria-label={`Balance, row ${i + 1}`} inputMode="decimal" className={`${inputClass} text-right`} value={row.amount} onChange={(e) => set(i, { amount: e.target.value })} />
              </td>
              <td className="py-1">
                <Button variant="secondary" className="px-2 py-1" aria-label={`Remove row ${i + 1}`} onClick={() => setRows((rs) => (rs.length > 1 ? rs.filter((_, j) => j !== i) : [emptyRow()]))}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td className="py-2 text-slate-700">Opening balance equity (computed)</td>
            <td className="py-2">{equity.debit > 0 ? 'Debit' : equity.credit > 0 ? 'Credit' : '—'}</td>
            <td className="py-2 text-right font-medium tabular-nums">{money(equity.debit || equity.credit)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setRows((rs) => [...rs, emptyRow()])}>
          Add a row
        </Button>
        <Button variant="secondary" disabled={lines.length === 0 || problems.size > 0 || !date} onClick={() => setAsked(input)}>
          Preview the balance sheet
        </Button>
        <Button
          disabled={!current || post.isPending || problems.size > 0}
          onClick={() => post.mutate({ input, key: keys.current.keyFor(input) })}
        >
          Post opening balances
        </Button>
      </div>
      {asked && preview.isFetching ? <p className="text-sm text-slate-600">Working out the balance sheet…</p> : null}
      {asked && preview.isError ? <Problems error={preview.error} /> : null}
      {asked && preview.data ? <PreviewSheet preview={preview.data} money={money} stale={!current} /> : null}
      {posted !== null ? (
        <p role="status" className="text-sm text-slate-700">
          The opening balances were posted as <EntryLink id={posted} user={user}>entry #{posted}</EntryLink>. A wrong one is reversed from its entry page, then entered again.
        </p>
      ) : null}
    </Card>
  );
}

function PreviewSheet({ preview, money, stale }: { preview: OpeningPreview; money: (n: number) => string; stale: boolean }) {
  const { sheet } = preview;
  const group = (title: string, rows: typeof sheet.assets, total: number, extra?: [string, number]) => (
    <tbody>
      <tr>
        <th colSpan={2} className="pt-3 text-left font-semibold text-slate-900">
          {title}
        </th>
      </tr>
      {rows.map((a) => (
        <tr key={a.account_id}>
          <td className="py-0.5 pl-3">
            {a.code} {a.name}
          </td>
          <td className="py-0.5 text-right tabular-nums">{money(a.amount)}</td>
        </tr>
      ))}
      {extra && extra[1] !== 0 ? (
        <tr>
          <td className="py-0.5 pl-3">{extra[0]}</td>
          <td className="py-0.5 text-right tabular-nums">{money(extra[1])}</td>
        </tr>
      ) : null}
      <tr className="border-t border-slate-200">
        <td className="py-0.5 font-medium">Total {title.toLowerCase()}</td>
        <td className="py-0.5 text-right font-medium tabular-nums">{money(total)}</td>
      </tr>
    </tbody>
  );
  return (
    <div aria-label="Balance sheet preview" role="region" className="rounded-md border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Balance sheet on {sheet.on} once posted</h3>
      {stale ? <p className="mt-1 text-sm text-amber-800">The rows have changed since this preview: preview again before posting.</p> : null}
      <p className="mt-1 text-sm text-slate-600">
        {preview.equity_account ? `${preview.equity_account.code} ${preview.equity_account.name}` : 'Opening balance equity (added to the chart when posted)'} takes{' '}
        {preview.equity.credit > 0 ? `a credit of ${money(preview.equity.credit)}` : preview.equity.debit > 0 ? `a debit of ${money(preview.equity.debit)}` : 'nothing: the rows balance'}.
      </p>
      <table className="mt-2 w-full max-w-xl text-sm">
        {group('Assets', sheet.assets, sheet.total_assets)}
        {group('Liabilities', sheet.liabilities, sheet.total_liabilities)}
        {group('Equity', sheet.equity, sheet.total_equity, ['Current earnings', sheet.current_earnings])}
      </table>
      <p className="mt-2 text-sm font-medium text-slate-800">{sheet.balanced ? 'Assets equal liabilities and equity.' : 'The balance sheet does not balance.'}</p>
    </div>
  );
}
