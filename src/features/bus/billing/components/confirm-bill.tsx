import { monthLabel } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { EntryLinesTable } from '@/components/ledger/entry-lines-table';
import { formatDate } from '@/lib/format-date';
import { billLabel, entryLines } from '../lib/billing';

export interface ConfirmBillProps {
  month: string;
  date: string;
  students: number;
  amount: number;
  currency?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm step: what is posted, to which accounts, on which day, before anything is. */
export function ConfirmBill({ month, date, students, amount, currency, pending, onConfirm, onCancel }: ConfirmBillProps) {
  return (
    <ConfirmPanel confirmLabel={pending ? 'Billing…' : billLabel(students)} pending={pending} onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        This posts one entry for each of the {students === 1 ? 'student' : `${students} students`} not billed yet for {monthLabel(month)}, dated {formatDate(date)}. The fees
        show on each student&apos;s statement with tuition and are paid at the fee counter. A mistake is corrected by reversing the entry.
      </p>
      <EntryLinesTable
        caption="The entries, in all"
        lines={entryLines(amount)}
        currency={currency}
        note={(l) => (l.side === 'Dr' ? <span className="text-slate-600"> (each student)</span> : null)}
      />
    </ConfirmPanel>
  );
}
