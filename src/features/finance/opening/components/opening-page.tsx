import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { formatMoney, type Account, type OpeningInput, type OpeningPreview, type Profile, type StudentOpeningInput } from '@contract';
import { accountOptionsQueryOptions, openingPreviewQueryOptions, studentOpeningPreviewQueryOptions } from '@/api/finance';
import { EntryLink } from '@/components/ledger/entry-link';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button } from '@/components/ui/button';
import { errorMessage, HttpError } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { submissionKeys } from '@/lib/submission-keys';
import { todayIn } from '@/lib/today';
import { usePostOpening, usePostStudentOpening } from '../api/opening';
import { accountLines, lineOfIssue, parseStudentRows, type AccountBalanceRow } from '../opening-parse';

export interface OpeningPageProps {
  user: Profile;
  /** For tests: how a submission's key is made. */
  makeKey?: () => string;
}

const OWNED_ROLES = new Set(['receivable', 'advances', 'loans']);
const isOpeningEquity = (a: Account) => a.type === 'equity' && (a.code === '3000' || /^opening (balance )?equity$/i.test(a.name));

/** The accounts an opening balance may be entered on: active, not owned by another screen, not the balancing account. */
export const openingAccounts = (accounts: readonly Account[]) =>
  accounts.filter((a) => a.status === 'Active' && !(a.default_for && OWNED_ROLES.has(a.default_for)) && !isOpeningEquity(a));

const normalSide = (a: Account | undefined): 'debit' | 'credit' => (a && (a.type === 'asset' || a.type === 'expense') ? 'debit' : 'credit');
const emptyRow = (): AccountBalanceRow => ({ account_id: null, side: 'debit', amount: '' });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const inputClass = 'block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm';
const issuesOf = (error: unknown) => (error instanceof HttpError ? error.issues : []);

/**
 * Finance › Opening Balances (ADR 041): a school moving in mid-year brings forward its
 * accounts' balances (one entry against Opening balance equity, previewed as the balance sheet
 * it produces) and its students' balances (typed or from a CSV, all or nothing).
 */
export function OpeningPage({ user, makeKey }: OpeningPageProps) {
  const online = useOnline();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {!online ? <QueryProblem title="This needs a connection" message="Opening balances are checked and posted on the server." /> : null}
      <AccountBalances user={user} makeKey={makeKey} />
      <StudentBalances user={user} makeKey={makeKey} />
    </div>
  );
}

function Card({ id, title, intro, children }: { id: string; title: string; intro: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
      </div>
      {children}
    </section>
  );
}

function Problems({ error, lineOf }: { error: unknown; lineOf?: (path: string) => number | null }) {
  const issues = issuesOf(error);
  return (
    <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-medium">{errorMessage(error)}</p>
      {issues.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {issues.map((i) => {
            const line = lineOf?.(i.path);
            return <li key={`${i.path}:${i.message}`}>{line ? `Line ${line}: ${i.message.replace(/^Row \d+: /, '')}` : i.message}</li>;
          })}
        </ul>
      ) : null}
    </div>
  );
}

function AccountBalances({ user, makeKey }: OpeningPageProps) {
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

function StudentBalances({ user, makeKey }: OpeningPageProps) {
  const [date, setDate] = useState(() => todayIn(user.time_zone));
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [asked, setAsked] = useState<StudentOpeningInput | null>(null);
  const [posted, setPosted] = useState<string | null>(null);
  const keys = useRef(submissionKeys(makeKey));
  const parsed = useMemo(() => parseStudentRows(text), [text]);
  const input: StudentOpeningInput = { date, rows: parsed.rows.map(({ admission_no, amount }) => ({ admission_no, amount })) };
  const preview = useQuery(studentOpeningPreviewQueryOptions(asked));
  const current = asked !== null && same(asked, input) && preview.data !== undefined;
  const post = usePostStudentOpening((data) => {
    keys.current.done();
    setPosted(data.message);
    setAsked(null);
    setText('');
  });
  const money = (n: number) => formatMoney(n, user.currency);
  const lineOf = (path: string) => lineOfIssue(path, parsed.rows);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      setText(await file.text());
      setFileError(null);
    } catch {
      setFileError('The file could not be read.');
    }
  };

  return (
    <Card
      id="opening-students-heading"
      title="Students' balances"
      intro="What each student owed (a positive amount) or had paid ahead (a negative amount) on the start date, one line per student: admission number, amount. Type or paste them, or choose a CSV file with those two columns. Every line posts, or none does."
    >
      <label className="block max-w-xs text-sm font-medium text-slate-700">
        Start date
        <input type="date" className={`${inputClass} mt-1`} value={date} required onChange={(e) => setDate(e.target.value)} />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        CSV file
        <input type="file" accept=".csv,text/csv,text/plain" className="mt-1 block text-sm" onChange={(e) => void onFile(e)} />
      </label>
      {fileError ? <p className="text-sm text-red-700">{fileError}</p> : null}
      <label className="block text-sm font-medium text-slate-700">
        Balances (admission number, amount)
        <textarea className={`${inputClass} mt-1 h-40 font-mono`} value={text} placeholder={'ADM-1001, 4500.00\nADM-1002, -1200.00'} onChange={(e) => setText(e.target.value)} />
      </label>
      <p className="text-sm text-slate-600">
        {parsed.rows.length} {parsed.rows.length === 1 ? 'student' : 'students'}
        {parsed.header ? ' (the header line is skipped)' : ''}
        {parsed.problems.length > 0 ? `, ${parsed.problems.length} ${parsed.problems.length === 1 ? 'line needs' : 'lines need'} attention` : ''}.
      </p>
      {parsed.problems.length > 0 ? (
        <ul aria-label="Lines to correct" className="list-disc rounded-md bg-amber-50 py-2 pl-8 pr-3 text-sm text-amber-900">
          {parsed.problems.slice(0, 50).map((p) => (
            <li key={p.line}>
              Line {p.line}: {p.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={parsed.rows.length === 0 || parsed.problems.length > 0 || !date} onClick={() => setAsked(input)}>
          Check the rows
        </Button>
        <Button disabled={!current || post.isPending} onClick={() => post.mutate({ input, key: keys.current.keyFor(input) })}>
          Post {parsed.rows.length} {parsed.rows.length === 1 ? 'balance' : 'balances'}
        </Button>
      </div>
      {asked && preview.isFetching ? <p className="text-sm text-slate-600">Checking the rows…</p> : null}
      {asked && preview.isError ? <Problems error={preview.error} lineOf={lineOf} /> : null}
      {asked && preview.data ? (
        <div role="region" aria-label="Students' balances preview" className="rounded-md border border-slate-200 p-4">
          {!current ? <p className="mb-2 text-sm text-amber-800">The lines have changed since this check: check them again before posting.</p> : null}
          <p className="text-sm text-slate-700">
            {preview.data.students} students: {money(preview.data.owed)} owed, {money(preview.data.paid_ahead)} paid ahead.
          </p>
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1 font-medium">Line</th>
                <th className="py-1 font-medium">Admission no.</th>
                <th className="py-1 font-medium">Student</th>
                <th className="py-1 text-right font-medium">Owes</th>
                <th className="py-1 text-right font-medium">Paid ahead</th>
              </tr>
            </thead>
            <tbody>
              {preview.data.rows.slice(0, 200).map((r) => (
                <tr key={r.student_id}>
                  <td className="py-0.5">{parsed.rows[r.row - 1]?.line ?? r.row}</td>
                  <td className="py-0.5">{r.admission_no}</td>
                  <td className="py-0.5">{r.student_name}</td>
                  <td className="py-0.5 text-right tabular-nums">{r.amount > 0 ? money(r.amount) : ''}</td>
                  <td className="py-0.5 text-right tabular-nums">{r.amount < 0 ? money(-r.amount) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.data.rows.length > 200 ? <p className="mt-1 text-sm text-slate-600">The first 200 of {preview.data.rows.length} are shown.</p> : null}
        </div>
      ) : null}
      {posted !== null ? (
        <p role="status" className="text-sm text-slate-700">
          {posted}. Each student's balance is an entry of its own, reversed from its entry page (their statement links to it).
        </p>
      ) : null}
    </Card>
  );
}
