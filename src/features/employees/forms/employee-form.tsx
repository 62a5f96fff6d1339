import { setValue, useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import {
  EMPLOYEE_TYPES, emailField, employeeNumberField, GENDERS, isoDate, moneyInput, MONEY_PATTERN, optionalText, parseMoney, requiredText,
  type Employee, type EmployeeInput, type EmployeeType,
} from '@contract';
import { DatePickerField } from '@/components/form/date-picker-field';
import type { FieldBindings } from '@/components/form/field-types';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';

type EmployeeValues = {
  number: string; first_name: string; last_name: string; gender: string; phone: string; email: string; address: string;
  national_id: string; job_title: string; type: string; hire_date: string; base_salary: string; bank_name: string; bank_account: string;
};

const optionalPhone = v.pipe(v.string(), v.trim(), v.check((s) => s === '' || /^\+?[0-9 ()-]{5,30}$/.test(s), 'Phone may hold digits, spaces, +, - and brackets.'));

const employeeFormSchema = v.object({
  number: v.pipe(v.string(), v.trim(), v.check((s) => s === '' || v.is(employeeNumberField, s), 'Employee number may hold letters, digits, dots, dashes, slashes and underscores (up to 30).')),
  first_name: requiredText('First name', 60),
  last_name: requiredText('Last name', 60),
  gender: v.picklist(GENDERS, 'Choose a gender.'),
  phone: optionalPhone,
  email: emailField,
  address: optionalText('Address', 300),
  national_id: optionalText('National id', 40),
  job_title: requiredText('Job title', 80),
  type: v.picklist(EMPLOYEE_TYPES, 'Choose a type.'),
  hire_date: isoDate,
  base_salary: v.pipe(v.string(), v.trim(), v.check((s) => s === '' || MONEY_PATTERN.test(s.replace(/,/g, '')), 'Enter an amount such as 1500 or 1500.50.')),
  bank_name: optionalText('Bank name', 80),
  bank_account: optionalText('Bank account', 60),
});

const bind = (p: unknown) => p as FieldBindings;
const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());
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
  const [form, { Form, Field }] = useForm<EmployeeValues>({
    initialValues: {
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
    },
    validate: valiForm(employeeFormSchema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, employeeFormSchema);
  const numberHint = initial
    ? 'The employee number; change it only to correct a mistake.'
    : `Optional: leave blank to take the suggested number${suggestedNumber ? ` ${suggestedNumber}` : ''}.`;

  return (
    <Form
      className="space-y-4"
      onSubmit={(values) =>
        onSubmit({
          number: blankToNull(values.number),
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          gender: values.gender as EmployeeInput['gender'],
          phone: blankToNull(values.phone),
          email: blankToNull(values.email),
          address: blankToNull(values.address),
          national_id: blankToNull(values.national_id),
          job_title: values.job_title.trim(),
          type: values.type as EmployeeType,
          hire_date: values.hire_date,
          base_salary: values.base_salary.trim() ? (parseMoney(values.base_salary) ?? 0) : 0,
          bank_name: blankToNull(values.bank_name),
          bank_account: blankToNull(values.bank_account),
        })
      }
    >
      <Section title="Person">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="first_name">{(field, p) => <TextField label="First name" required maxLength={60} field={field} bindings={bind(p)} />}</Field>
          <Field name="last_name">{(field, p) => <TextField label="Last name" required maxLength={60} field={field} bindings={bind(p)} />}</Field>
          <Field name="gender">
            {(field, p) => <SelectField label="Gender" required options={GENDERS.map((g) => ({ value: g, label: g }))} field={field} bindings={bind(p)} />}
          </Field>
          <Field name="national_id">{(field, p) => <TextField label="National id" maxLength={40} field={field} bindings={bind(p)} />}</Field>
          <Field name="phone">{(field, p) => <TextField label="Phone" type="tel" maxLength={30} field={field} bindings={bind(p)} />}</Field>
          <Field name="email">{(field, p) => <TextField label="Email" type="email" maxLength={254} field={field} bindings={bind(p)} />}</Field>
        </div>
        <Field name="address">{(field, p) => <TextareaField label="Address" rows={2} maxLength={300} field={field} bindings={bind(p)} />}</Field>
      </Section>
      <Section title="Job">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="number">
            {(field, p) => <TextField label="Employee number" maxLength={30} placeholder={initial ? undefined : suggestedNumber} hint={numberHint} field={field} bindings={bind(p)} />}
          </Field>
          <Field name="job_title">{(field, p) => <TextField label="Job title" required maxLength={80} field={field} bindings={bind(p)} />}</Field>
          <Field name="type">
            {(field, p) => <SelectField label="Type" required options={EMPLOYEE_TYPES.map((t) => ({ value: t, label: typeLabel(t) }))} field={field} bindings={bind(p)} />}
          </Field>
          <Field name="hire_date">
            {(field, p) => <DatePickerField label="Hire date" required field={field} bindings={bind(p)} onPick={(value) => setValue(form, 'hire_date', value)} />}
          </Field>
        </div>
      </Section>
      <Section title="Pay">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field name="base_salary">
            {(field, p) => (
              <TextField label={`Monthly base salary${currency ? ` (${currency})` : ''}`} inputMode="decimal" placeholder="0.00" field={field} bindings={bind(p)} />
            )}
          </Field>
          <Field name="bank_name">{(field, p) => <TextField label="Bank name" maxLength={80} field={field} bindings={bind(p)} />}</Field>
          <Field name="bank_account">{(field, p) => <TextField label="Bank account" maxLength={60} field={field} bindings={bind(p)} />}</Field>
        </div>
      </Section>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid || pending}>
          Save
        </Button>
      </div>
    </Form>
  );
}
