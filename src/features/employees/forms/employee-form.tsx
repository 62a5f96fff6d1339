import { setValue } from '@modular-forms/react';
import * as v from 'valibot';
import { EMPLOYEE_TYPES, employeeInput, GENDERS, moneyInput, type Employee, type EmployeeInput, type EmployeeType } from '@contract';
import { DatePickerField } from '@/components/form/date-picker-field';
import { FormActions } from '@/components/form/form-actions';
import { filled, moneyText, optional } from '@/components/form/from-text';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

/** The contract's employee, read from text: a blank number takes the school's next one. */
const employeeFormSchema = v.object({
  ...employeeInput.entries,
  number: optional(employeeInput.entries.number, 'Employee number may hold letters, digits, dots, dashes, slashes and underscores (up to 30).'),
  gender: filled(employeeInput.entries.gender, 'Choose a gender.'),
  type: filled(employeeInput.entries.type, 'Choose a type.'),
  base_salary: moneyText(employeeInput.entries.base_salary, 'Enter an amount such as 1500 or 1500.50.'),
});

const TYPE_LABELS: Record<EmployeeType, string> = { teacher: 'Teacher', staff: 'Staff', driver: 'Driver' };
export const typeLabel = (t: string) => TYPE_LABELS[t as EmployeeType] ?? t;

export interface EmployeeFormProps {
  initial?: Employee;
  /** The number the server would give a new employee, shown as the hint. */
  suggestedNumber?: string;
  currency?: string;
  pending: boolean;
  onSubmit: (input: EmployeeInput) => void;
  onCancel: () => void;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

export function EmployeeForm({ initial, suggestedNumber, currency, pending, onSubmit, onCancel }: EmployeeFormProps) {
  const { form, Form, Field, valid, read } = useSchemaForm(employeeFormSchema, {
    number: initial?.number ?? '',
    first_name: initial?.first_name ?? '',
    last_name: initial?.last_name ?? '',
    gender: initial?.gender ?? '',
    phone: initial?.phone ?? '',
    email: initial?.email ?? '',
    address: initial?.address ?? '',
    national_id: initial?.national_id ?? '',
    job_title: initial?.job_title ?? '',
    type: initial?.type ?? '',
    hire_date: initial?.hire_date?.slice(0, 10) ?? '',
    base_salary: initial ? moneyInput(initial.base_salary) : '',
    bank_name: initial?.bank_name ?? '',
    bank_account: initial?.bank_account ?? '',
  }, { row: initial });
  const numberHint = initial
    ? 'The employee number; change it only to correct a mistake.'
    : `Optional: leave blank to take the suggested number${suggestedNumber ? ` ${suggestedNumber}` : ''}.`;

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <Section title="Person">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="first_name">{(field, p) => <TextField label="First name" required maxLength={60} field={field} bindings={p} />}</Field>
          <Field name="last_name">{(field, p) => <TextField label="Last name" required maxLength={60} field={field} bindings={p} />}</Field>
          <Field name="gender">
            {(field, p) => <SelectField label="Gender" required options={GENDERS.map((g) => ({ value: g, label: g }))} field={field} bindings={p} />}
          </Field>
          <Field name="national_id">{(field, p) => <TextField label="National id" maxLength={40} field={field} bindings={p} />}</Field>
          <Field name="phone">{(field, p) => <TextField label="Phone" type="tel" maxLength={30} field={field} bindings={p} />}</Field>
          <Field name="email">{(field, p) => <TextField label="Email" type="email" maxLength={254} field={field} bindings={p} />}</Field>
        </div>
        <Field name="address">{(field, p) => <TextareaField label="Address" rows={2} maxLength={300} field={field} bindings={p} />}</Field>
      </Section>
      <Section title="Job">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="number">
            {(field, p) => <TextField label="Employee number" maxLength={30} placeholder={initial ? undefined : suggestedNumber} hint={numberHint} field={field} bindings={p} />}
          </Field>
          <Field name="job_title">{(field, p) => <TextField label="Job title" required maxLength={80} field={field} bindings={p} />}</Field>
          <Field name="type">
            {(field, p) => <SelectField label="Type" required options={EMPLOYEE_TYPES.map((t) => ({ value: t, label: typeLabel(t) }))} field={field} bindings={p} />}
          </Field>
          <Field name="hire_date">
            {(field, p) => <DatePickerField label="Hire date" required field={field} bindings={p} onPick={(value) => setValue(form, 'hire_date', value)} />}
          </Field>
        </div>
      </Section>
      <Section title="Pay">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field name="base_salary">
            {(field, p) => (
              <TextField label={`Monthly base salary${currency ? ` (${currency})` : ''}`} inputMode="decimal" placeholder="e.g. 25000" field={field} bindings={p} />
            )}
          </Field>
          <Field name="bank_name">{(field, p) => <TextField label="Bank name" maxLength={80} field={field} bindings={p} />}</Field>
          <Field name="bank_account">{(field, p) => <TextField label="Bank account" maxLength={60} field={field} bindings={p} />}</Field>
        </div>
      </Section>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
