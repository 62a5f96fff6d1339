import { useState } from 'react';
import * as v from 'valibot';
import { CASH_ROLES, DEFAULT_ROLE_LABELS, DEFAULT_ROLE_TYPES, DEFAULT_ROLES, defaultAccountsInput, type Account, type DefaultAccountsInput, type DefaultRole } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled, optional } from '@/components/form/from-text';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

/** Which accounts may play a role: the server's rule (accounts.service.ts), so the list offers nothing it would refuse. */
const fits = (role: DefaultRole, a: Account) => a.type === DEFAULT_ROLE_TYPES[role] && (!CASH_ROLES.includes(role) || a.is_cash);

/** What each role does, in the words of the page that uses it. */
export const ROLE_HINTS: Record<DefaultRole, string> = {
  receipts: 'Receive payment puts the money here when the cashier has no cash account of their own. Cash or bank accounts only.',
  checks: 'Write check starts with this bank. Cash or bank accounts only.',
  tuition: 'Generate fee credits each month’s tuition here. Income accounts only.',
  'bus-fee': 'Bus fees are credited here. Income accounts only.',
  receivable: 'Fees charged to students are owed here until they are paid. Asset accounts only.',
  advances: 'Salary advances paid out are owed here until payroll recovers them. Asset accounts only.',
  loans: 'Staff loans paid out are owed here until payroll recovers them. Asset accounts only.',
  'salaries-payable': 'Approved payroll owes each employee their net pay here until it is paid. Liability accounts only.',
  'deductions-payable': 'Deductions taken from pay are held here until they are paid on. Liability accounts only.',
  'salary-expense': 'Approved payroll charges each month’s gross pay here. Expense accounts only.',
};

export const KEEP_MESSAGE = 'A default can be changed but not removed: choose an account.';

export const roleOptions = (accounts: readonly Account[], role: DefaultRole): SelectOption[] =>
  accounts.filter((a) => a.status === 'Active' && fits(role, a)).map((a) => ({ value: String(a.id), label: `${a.code} · ${a.name}` }));

/** Each role's account now (the chart's `default_for`), as the form's text values. */
export function currentDefaults(accounts: readonly Account[]): Record<DefaultRole, string> {
  const of = (role: DefaultRole) => accounts.find((a) => a.default_for === role);
  return Object.fromEntries(DEFAULT_ROLES.map((role) => [role, of(role) ? String(of(role)!.id) : ''])) as Record<DefaultRole, string>;
}

/**
 * The server keeps a role's account when it is sent empty, so a role that has one must be
 * given one; a role with none yet may stay empty.
 */
function defaultsSchema(current: Record<DefaultRole, string>) {
  const field = (role: DefaultRole) => (current[role] ? filled(defaultAccountsInput.entries[role], KEEP_MESSAGE) : optional(defaultAccountsInput.entries[role]));
  return v.object(Object.fromEntries(DEFAULT_ROLES.map((role) => [role, field(role)])) as Record<DefaultRole, ReturnType<typeof field>>);
}

export interface DefaultAccountsFormProps {
  /** The whole chart, with each account's `default_for`. */
  accounts: readonly Account[];
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: DefaultAccountsInput) => void;
}

/** One select per role; each offers only the active accounts that can play it. */
export function DefaultAccountsForm({ accounts, pending, onCancel, onSubmit }: DefaultAccountsFormProps) {
  // Mounted once the chart has been read: the schema follows the defaults it was opened with.
  const [initial] = useState(() => currentDefaults(accounts));
  const [schema] = useState(() => defaultsSchema(initial));
  const { Form, Field, valid, read } = useSchemaForm(schema, initial);
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      {DEFAULT_ROLES.map((role) => (
        <Field key={role} name={role}>
          {(field, p) => (
            <div>
              <SelectField
                label={DEFAULT_ROLE_LABELS[role]}
                required={!!initial[role]}
                placeholder="Not set"
                options={roleOptions(accounts, role)}
                field={field}
                bindings={p}
              />
              <p className="mt-1 text-xs text-slate-600">
                {ROLE_HINTS[role]}
              </p>
            </div>
          )}
        </Field>
      ))}
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel="Save defaults" />
    </Form>
  );
}
