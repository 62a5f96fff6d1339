import { setValue } from '@modular-forms/react';
import * as v from 'valibot';
import { formatMoney, isoDate, payPayrollInput, type Account, type Payslip } from '@contract';
import { DatePickerField } from '@/components/form/date-picker-field';
import { FormActions } from '@/components/form/form-actions';
import { filled, optional } from '@/components/form/from-text';
import { SelectField } from '@/components/form/select-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
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
  currency?: string;
  today: string;
  pending: boolean;
  refusal: string | null;
  onCancel: () => void;
  onSubmit: (input: { date: string; account_id: number | null }) => void;
}

/** Pay: Dr Salaries payable / Cr the cash or bank account, for one slip or every unpaid one. */
export function PayForm({ slip, unpaid, accounts, currency, today, pending, refusal, onCancel, onSubmit }: PayFormProps) {
  const { form, Form, Field, valid, read } = useSchemaForm(paySchema, { date: today, account_id: '' });
  const what = slip ? `${slip.employee_name}'s net pay of ${formatMoney(slip.net, currency)}` : `the net pay of ${plural(unpaid.count, 'employee')} still unpaid, ${formatMoney(unpaid.net, currency)} in all`;
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <p className="text-sm text-slate-800">
        Pays {what}. It posts Dr Salaries payable, Cr the account it is paid from, on the date below.
      </p>
      <Field name="date">{(field, p) => <DatePickerField label="Paid on" required field={field} bindings={p} onPick={(value) => setValue(form, 'date', value)} />}</Field>
      {accounts ? (
        <Field name="account_id">
          {(field, p) => (
            <SelectField label="Pay from" placeholder="Your default cash account" options={accounts.map((a) => ({ value: String(a.id), label: `${a.code} · ${a.name}` }))} field={field} bindings={p} />
          )}
        </Field>
      ) : (
        <p className="text-sm text-slate-700">Paid from your own cash account, or the school&apos;s cash when you have none.</p>
      )}
      <RefusalNote message={refusal} />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={slip ? `Pay ${formatMoney(slip.net, currency)}` : `Pay ${formatMoney(unpaid.net, currency)}`} />
    </Form>
  );
}
