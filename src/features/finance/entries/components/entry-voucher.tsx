import type { ReactNode } from 'react';
import { formatMoney, type EntryLine, type JournalEntry, type Profile } from '@contract';
import { can } from '@/lib/can';
import { formatDate } from '@/lib/format-date';
import { kindLabel } from '../../reports/lib/labels';
import { statementHref } from '../../reports/lib/search';

/** The class the print CSS keeps visible (entry-page.tsx): on paper only the voucher shows. */
export const ENTRY_VOUCHER_CLASS = 'sd-journal-voucher';

const entryHref = (id: number) => `#/finance/entry/${id}`;
const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-28 shrink-0 font-medium text-slate-700">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Where a student's name leads: the finance statement for those who hold it (the bursar), else
 * the student's page; nowhere for someone who could open neither, rather than to "not allowed".
 */
export function studentHref(user: Profile | undefined, studentId: number): string | null {
  if (!user) return null;
  if (can(user, 'fee-student-transaction')) return statementHref(studentId);
  if (can(user, 'view-student')) return `#/students/view/${studentId}`;
  return null;
}

/** Whom a line is about, when anyone, by name: a student's line links to a page the reader can open. */
function Party({ line, user }: { line: EntryLine; user?: Profile }) {
  if (line.student_id !== null) {
    const name = line.student_name ?? `Student #${line.student_id}`;
    const href = studentHref(user, line.student_id);
    return href ? (
      <a href={href} className={linkClass}>
        {name}
      </a>
    ) : (
      <>{name}</>
    );
  }
  if (line.employee_id !== null) return <>{line.employee_name ?? `Employee #${line.employee_id}`}</>;
  return null;
}

/** Where the entry stands: it undoes another, or another undoes it. Both link across. */
function ReversalNotes({ entry }: { entry: JournalEntry }) {
  return (
    <>
      {entry.reverses_id !== null ? (
        <p className="mt-4 rounded-md bg-sky-50 px-3 py-2 text-sky-950 ring-1 ring-sky-200">
          This entry reverses{' '}
          <a href={entryHref(entry.reverses_id)} className={linkClass}>
            entry #{entry.reverses_id}
          </a>
          .
        </p>
      ) : null}
      {entry.reversed_by_id !== null ? (
        <p className="mt-4 rounded-md border-2 border-red-700 px-3 py-2 font-semibold text-red-800">
          Reversed by{' '}
          <a href={entryHref(entry.reversed_by_id)} className="underline underline-offset-2 hover:text-red-900">
            entry #{entry.reversed_by_id}
          </a>
          : its effect on the books has been undone.
        </p>
      ) : null}
    </>
  );
}

/** A journal entry laid out as a journal voucher: what, when, by whom, and its balanced lines. */
export function EntryVoucher({ entry, schoolName, currency, user }: { entry: JournalEntry; schoolName: string; currency?: string; user?: Profile }) {
  const debits = entry.lines.reduce((sum, l) => sum + l.debit, 0);
  const credits = entry.lines.reduce((sum, l) => sum + l.credit, 0);
  const hasParty = entry.lines.some((l) => l.student_id !== null || l.employee_id !== null);
  const money = (minor: number) => (minor ? formatMoney(minor, currency) : '');
  const cell = 'py-2 pr-3';
  return (
    <article aria-label={`Journal entry #${entry.id}`} className={`${ENTRY_VOUCHER_CLASS} rounded-xl bg-white p-6 text-sm shadow-sm ring-1 ring-slate-200 sm:p-8`}>
      <header className="flex flex-wrap items-end justify-between gap-4 border-b-2 border-slate-800 pb-4">
        <div>
          <p className="text-xl font-bold text-slate-900">{schoolName}</p>
          <h2 className="mt-1 text-lg font-semibold uppercase tracking-wide text-slate-800">Journal voucher</h2>
        </div>
        <dl className="space-y-1 text-right">
          <div>
            <dt className="inline font-medium text-slate-700">Entry no. </dt>
            <dd className="inline font-mono font-semibold text-slate-900">{entry.id}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-slate-700">Date </dt>
            <dd className="inline text-slate-900">{formatDate(entry.date)}</dd>
          </div>
        </dl>
      </header>

      <dl className="mt-5 space-y-2">
        <Detail label="Kind">{kindLabel(entry.kind)}</Detail>
        {entry.reference ? <Detail label="Reference">{entry.reference}</Detail> : null}
        {entry.memo ? <Detail label={entry.kind === 'reversal' ? 'Reason' : 'Memo'}>{entry.memo}</Detail> : null}
        <Detail label="Posted by">{entry.author ?? '—'}</Detail>
      </dl>
      <ReversalNotes entry={entry} />

      <div className="mt-6 overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Lines of entry #{entry.id}</caption>
          <thead>
            <tr className="border-y border-slate-400 text-slate-700">
              <th scope="col" className={`${cell} font-semibold`}>Account</th>
              {hasParty ? <th scope="col" className={`${cell} font-semibold`}>For</th> : null}
              <th scope="col" className={`${cell} text-right font-semibold`}>Debit</th>
              <th scope="col" className="py-2 text-right font-semibold">Credit</th>
            </tr>
          </thead>
          <tbody>
            {entry.lines.map((l, i) => (
              <tr key={i} className="border-b border-slate-200">
                <td className={`${cell} text-slate-900`}>
                  <span className="font-mono">{l.account_code}</span> · {l.account_name}
                </td>
                {hasParty ? <td className={cell}><Party line={l} user={user} /></td> : null}
                <td className={`${cell} whitespace-nowrap text-right tabular-nums text-slate-900`}>{money(l.debit)}</td>
                <td className="whitespace-nowrap py-2 text-right tabular-nums text-slate-900">{money(l.credit)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-b-2 border-slate-800">
              <th scope="row" colSpan={hasParty ? 2 : 1} className={`${cell} text-left font-semibold text-slate-900`}>Total</th>
              <td className={`${cell} whitespace-nowrap text-right font-semibold tabular-nums text-slate-900`}>{formatMoney(debits, currency)}</td>
              <td className="whitespace-nowrap py-2 text-right font-semibold tabular-nums text-slate-900">{formatMoney(credits, currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </article>
  );
}
