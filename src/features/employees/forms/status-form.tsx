import { useState } from 'react';
import * as v from 'valibot';
import { employeeStatusInput, isoDate, type EmployeeListRow } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { FormActions } from '@/components/form/form-actions';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formatDate } from '@/lib/format-date';

export interface StatusFormProps {
  employee: EmployeeListRow;
  pending: boolean;
  /** `leftOn` (YYYY-MM-DD) comes with a deactivation: the last working day, which payroll pays up to. */
  onSubmit: (reason: string | null, leftOn?: string) => void;
  onCancel: () => void;
  /** The school's today (YYYY-MM-DD), the last working day's default; the device's when not given. */
  today?: string;
}

/** Today on the device's calendar, YYYY-MM-DD. */
function deviceToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const reasonOnly = v.pick(employeeStatusInput, ['reason']);

/**
 * Deactivating asks for the last working day: the month's payroll prorates the salary to it.
 * It cannot be before the hire date; it may be ahead (someone working out their notice).
 */
export const leavingInput = (hireDate: string) =>
  v.pipe(
    v.object({
      reason: employeeStatusInput.entries.reason,
      left_on: v.pipe(v.string('Choose the last working day.'), v.nonEmpty('Choose the last working day.'), isoDate),
    }),
    v.forward(
      v.check((x) => x.left_on >= hireDate, `The last working day cannot be before the hire date, ${formatDate(hireDate)}.`),
      ['left_on'],
    ),
  );

/** Deactivate (a reason and the last working day) or activate (a reason), then a confirm step. */
export function StatusForm(props: StatusFormProps) {
  return props.employee.status === 'Active' ? <DeactivateForm {...props} /> : <ActivateForm {...props} />;
}

function DeactivateForm({ employee, pending, onSubmit, onCancel, today }: StatusFormProps) {
  const [confirming, setConfirming] = useState<{ reason: string | null; left_on: string } | null>(null);
  const { Form, DateInput, TextareaInput, valid, read } = useSchemaForm(leavingInput(employee.hire_date), { reason: '', left_on: today ?? deviceToday() });

  if (confirming !== null) {
    return (
      <ConfirmPanel confirmLabel="Yes, deactivate" danger pending={pending} cancelLabel="Back" onCancel={() => setConfirming(null)} onConfirm={() => onSubmit(confirming.reason, confirming.left_on)}>
        <p>
          Deactivate <strong>{employee.fullname}</strong> ({employee.number})? They stay on record and can be activated again.
        </p>
        <p className="text-slate-700">
          Last working day: <strong>{formatDate(confirming.left_on)}</strong>. Payroll pays them to that day, and no month after it.
        </p>
        <p className="text-slate-700">Reason: {confirming.reason ?? 'none given'}</p>
      </ConfirmPanel>
    );
  }

  return (
    <Form className="space-y-4" onSubmit={(values) => setConfirming(read(values))}>
      <DateInput name="left_on" label="Last working day" required />
      <TextareaInput name="reason" label="Reason (kept in the status history)" rows={3} maxLength={500} />
      <FormActions valid={valid} onCancel={onCancel} submitLabel="Deactivate…" danger />
    </Form>
  );
}

function ActivateForm({ employee, pending, onSubmit, onCancel }: StatusFormProps) {
  const [confirming, setConfirming] = useState<{ reason: string | null } | null>(null);
  const { Form, TextareaInput, valid, read } = useSchemaForm(reasonOnly, { reason: '' });

  if (confirming !== null) {
    return (
      <ConfirmPanel confirmLabel="Yes, activate" pending={pending} cancelLabel="Back" onCancel={() => setConfirming(null)} onConfirm={() => onSubmit(confirming.reason)}>
        <p>
          Activate <strong>{employee.fullname}</strong> ({employee.number})? Payroll includes them again from the next run.
        </p>
        <p className="text-slate-700">Reason: {confirming.reason ?? 'none given'}</p>
      </ConfirmPanel>
    );
  }

  return (
    <Form className="space-y-4" onSubmit={(values) => setConfirming(read(values))}>
      <TextareaInput name="reason" label="Reason (kept in the status history)" rows={3} maxLength={500} />
      <FormActions valid={valid} onCancel={onCancel} submitLabel="Activate…" />
    </Form>
  );
}
