import * as v from 'valibot';
import { halfDays, LEAVE_DAYS_MAX, type LeaveBalance } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { entitlementText } from '../lib/words';

const DAYS_MESSAGE = 'Type whole or half days, such as 12 or 4.5.';
const openingSchema = v.object({
  days: v.pipe(v.string(), v.trim(), v.nonEmpty('Type the days left.'), v.regex(/^\d{1,3}(\.[05])?$/, DAYS_MESSAGE), v.transform(Number), halfDays('Days left', LEAVE_DAYS_MAX)),
});

export interface OpeningFormProps {
  balance: LeaveBalance;
  /** The year it is set for: "2026/27". */
  year: string;
  pending: boolean;
  onSubmit: (days: number) => void;
  onCancel: () => void;
}

/**
 * What an employee had left of one type when the school moved in. It replaces the year's
 * entitlement and anything carried over, and is set once: ask the Admin to correct a mistake.
 */
export function OpeningForm({ balance, year, pending, onSubmit, onCancel }: OpeningFormProps) {
  const { Form, TextInput, valid, read } = useSchemaForm(openingSchema, { days: '' });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values).days)}>
      <p className="text-sm text-slate-800">
        {balance.employee_name}&apos;s {balance.leave_type} in {year}: the days left when the school started keeping leave here. It takes the place of the year&apos;s{' '}
        {entitlementText(balance.entitlement).toLowerCase()} and anything carried over; leave approved here is then taken from it.
      </p>
      <TextInput name="days" label="Days left" required inputMode="decimal" autoComplete="off" placeholder="12" hint="School days; halves allowed (4.5)." />
      <p className="text-xs text-slate-600">An opening balance is set once for each employee, kind of leave and year.</p>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Set opening balance" />
    </Form>
  );
}
