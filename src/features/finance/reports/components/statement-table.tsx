import { formatMoney, type Profile, type StatementLine, type StudentStatement } from '@contract';
import { kindLabel } from '../lib/labels';
import { Day, Money, ReportTable, type ReportColumn } from '@/components/report/report-table';
import { EntryLink } from '@/components/ledger/entry-link';
import { MemoCell } from './memo-cell';

const receipt = (n: number, link: boolean) =>
  link ? (
    <a href={`#/finance/receipt/${n}`} className="text-brand-700 underline-offset-2 hover:underline">
      {n}
      <span className="sr-only">: open the receipt</span>
    </a>
  ) : (
    n
  );

const columnsFor = (linkReceipts: boolean, user?: Profile): ReportColumn<StatementLine>[] => [
  { id: 'date', header: 'Date', cell: (l) => <Day iso={l.date} /> },
  { id: 'kind', header: 'Kind', cell: (l) => kindLabel(l.kind) },
  { id: 'memo', header: 'Description', cell: (l) => <MemoCell memo={l.memo} reference={l.reference} /> },
  ...(user ? [{ id: 'entry', header: 'Entry', numeric: true, cell: (l: StatementLine) => <EntryLink id={l.entry_id} user={user} /> }] : []),
  { id: 'receipt', header: 'Receipt no', numeric: true, cell: (l) => (l.receipt_no === null ? '' : receipt(l.receipt_no, linkReceipts)) },
  { id: 'charge', header: 'Charge', numeric: true, cell: (l) => (l.charge ? <Money minor={l.charge} /> : '') },
  { id: 'payment', header: 'Payment', numeric: true, cell: (l) => (l.payment ? <Money minor={l.payment} /> : '') },
  { id: 'balance', header: 'Balance', numeric: true, cell: (l) => <Money minor={l.balance} plain /> },
];

/** What the closing balance means, in words a parent understands. */
export function balanceWords(minor: number): string {
  if (minor > 0) return 'owed';
  if (minor < 0) return 'paid ahead';
  return 'nothing owed';
}

/** "owes USD 45.00", "has USD 10.00 paid ahead", "owes nothing". */
export function owesWords(minor: number, currency?: string): string {
  if (minor > 0) return `owes ${formatMoney(minor, currency)}`;
  if (minor < 0) return `has ${formatMoney(-minor, currency)} paid ahead`;
  return 'owes nothing';
}

export interface StatementTableProps {
  statement: StudentStatement;
  label: string;
  /** Receipt numbers open the receipt page (its holders only: `receive-payment`). */
  linkReceipts?: boolean;
  /** Who reads it: each line's entry number then shows, linked to its entry page when they may open it. */
  user?: Profile;
}

/** A student's statement: opening balance, each charge and payment with the running balance, closing balance. */
export function StatementTable({ statement: s, label, linkReceipts = false, user }: StatementTableProps) {
  return (
    <ReportTable
      caption={`Statement of ${s.student.name}, ${label}`}
      columns={columnsFor(linkReceipts, user)}
      rows={s.lines}
      rowKey={(l) => `${l.entry_id}-${l.date}-${l.charge}-${l.payment}`}
      first={{ date: <Day iso={s.from} />, memo: 'Opening balance', balance: <Money minor={s.opening} plain /> }}
      last={{ date: <Day iso={s.to} />, memo: `Closing balance (${balanceWords(s.closing)})`, balance: <Money minor={s.closing} plain /> }}
    />
  );
}
