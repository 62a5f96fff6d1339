import { getValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { formatMoney, isoDate, payPayrollInput, type Account, type Payslip } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled, optional } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formatDate } from '@/lib/format-date';
import { OverdrawNote, payingAccount } from '../../recoveries/forms/overdraw-note';
import { RefusalNote } from '../lib/dialog-refusal';
import { plural } from '../lib/run-rules';

const paySchema = v.object({
  date: filled(isoDate, 'Give the date of the payment.'),
  // Absent when the user cannot list accounts: the server then picks (blank means the same).
  account_id: v.optional(optional(payPayrollInput.entries.account_id), ''),
});

export interface PayFormProps {
  /** One employee's slip (Pay on a row), or null for everyone still unpaid (Pay all). */
  slip: Payslip | null;
  /** Pay all: how many are unpaid and their net in all. */
  unpaid: { count: number; net: number };
  /** The cash and bank accounts to choose from; null when the user cannot list accounts (the server picks). */
  accounts: readonly Account[] | null;
  /** The user's own cash account: what the server pays from when none is picked. */
  ownCashId: number | null;
  currency?: string;
  /** The default date: today, or the approval's date when that is later. */
  today: string;
  /** The run's approval date when it is later than today (the default date is then that day, not today). */
  approvedLater: string | null;
  pending: boolean;
  refusal: string | null;
  onCancel: () => void;
  onSubmit: (input: { date: string; account_id: number | null }) => void;
}

/** Pay: Dr Salaries payable / Cr the cash or bank account, for one slip or every unpaid one. */
export function PayForm({ slip, unpaid, accounts, ownCashId, currency, today, approvedLater, pending, refusal, onCancel, onSubmit }: PayFormProps) {
  useSignals();
  const { form, Form, SelectInput, DateInput, valid, read } = useSchemaForm(paySchema, { date: today, account_id: '' });
  const amount = slip ? slip.net : unpaid.net;
  const what = slip ? `${slip.employee_name}'s net pay of ${formatMoney(slip.net, currency)}` : `the net pay of ${plural(unpaid.count, 'employee')} still unpaid, ${formatMoney(unpaid.net, currency)} in all`;
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <p className="text-sm text-slate-800">
        Pays {what}. It posts Dr Salaries payable, Cr the account it is paid from, on the date below.
      </p>
      <DateInput name="date" label="Paid on" required />
      {approvedLater ? <p className="text-sm text-slate-700">The run is approved as of {formatDate(approvedLater)}, so it cannot be paid before that day.</p> : null}
      {accounts ? (
        <SelectInput name="account_id" label="Pay from" placeholder="Your default cash account" options={accounts.map((a) => ({ value: String(a.id), label: `${a.code} · ${a.name}` }))} />
      ) : (
        <p className="text-sm text-slate-700">Paid from your own cash account, or the school&apos;s cash when you have none.</p>
      )}
      {accounts ? <OverdrawNote account={payingAccount(accounts, getValue(form, 'account_id'), ownCashId)} amount={amount} currency={currency} /> : null}
      <RefusalNote message={refusal} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={`Pay ${formatMoney(amount, currency)}`} />
    </Form>
  );
}
