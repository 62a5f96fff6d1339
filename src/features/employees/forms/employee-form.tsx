import * as v from 'valibot';
import { EMPLOYEE_TYPES, employeeInput, GENDERS, type Employee, type EmployeeInput, type EmployeeType } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled, moneyText, optional } from '@/components/form/from-text';
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
  const { Form, TextInput, MoneyInput, SelectInput, DateInput, TextareaInput, valid, read } = useSchemaForm(employeeFormSchema, formValues(employeeFormSchema, initial), { row: initial });
  const numberHint = initial
    ? 'The employee number; change it only to correct a mistake.'
    : `Optional: leave blank to take the suggested number${suggestedNumber ? ` ${suggestedNumber}` : ''}.`;

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <Section title="Person">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput name="first_name" label="First name" required maxLength={60} />
          <TextInput name="last_name" label="Last name" required maxLength={60} />
          <SelectInput name="gender" label="Gender" required options={GENDERS.map((g) => ({ value: g, label: g }))} />
          <TextInput name="national_id" label="National id" maxLength={40} />
          <TextInput name="phone" label="Phone" type="tel" maxLength={30} />
          <TextInput name="email" label="Email" type="email" maxLength={254} />
        </div>
        <TextareaInput name="address" label="Address" rows={2} maxLength={300} />
      </Section>
      <Section title="Job">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput name="number" label="Employee number" maxLength={30} placeholder={initial ? undefined : suggestedNumber} hint={numberHint} />
          <TextInput name="job_title" label="Job title" required maxLength={80} />
          <SelectInput name="type" label="Type" required options={EMPLOYEE_TYPES.map((t) => ({ value: t, label: typeLabel(t) }))} />
          <DateInput name="hire_date" label="Hire date" required />
        </div>
      </Section>
      <Section title="Pay">
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyInput name="base_salary" label="Monthly base salary" currency={currency} placeholder="e.g. 25000" />
          <TextInput name="bank_name" label="Bank name" maxLength={80} />
          <TextInput name="bank_account" label="Bank account" maxLength={60} />
        </div>
      </Section>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
