import { getValue, setValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import * as v from 'valibot';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, accountInput, type Account, type AccountInput, type AccountType } from '@contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FieldError } from '@/components/form/field-error';
import { visibleError } from '@/components/form/field-types';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled, optional } from '@/components/form/from-text';
import { type SelectOption } from '@/components/form/select-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

const accountFormSchema = v.object({
  code: accountInput.entries.code,
  name: accountInput.entries.name,
  type: filled(accountInput.entries.type, 'Choose the type.'),
  parent_id: optional(accountInput.entries.parent_id),
  is_cash: v.boolean(),
  status: filled(accountInput.entries.status),
});

export const TYPE_OPTIONS: SelectOption[] = ACCOUNT_TYPES.map((t) => ({ value: t, label: ACCOUNT_TYPE_LABELS[t] }));
const STATUS_OPTIONS: SelectOption[] = [
  { value: 'Active', label: 'Active' },
  { value: 'Inactive', label: 'Inactive' },
];

/**
 * The accounts an account of `type` may sit under: the same type (the server's rule), never
 * itself nor one of its own sub-accounts (that would make a loop). Inactive ones are left out,
 * except the current parent, so an edit never silently loses it.
 */
export function parentOptions(accounts: readonly Pick<Account, 'id' | 'code' | 'name' | 'type' | 'parent_id' | 'status'>[], type: string, self?: Pick<Account, 'id' | 'parent_id'>): SelectOption[] {
  if (!type) return [];
  const below = new Set<number>();
  if (self) {
    below.add(self.id);
    // Grow the set of self's descendants until nothing more joins.
    for (let grew = true; grew; ) {
      grew = false;
      for (const a of accounts) {
        if (a.parent_id !== null && below.has(a.parent_id) && !below.has(a.id)) {
          below.add(a.id);
          grew = true;
        }
      }
    }
  }
  return accounts
    .filter((a) => a.type === type && !below.has(a.id) && (a.status === 'Active' || a.id === self?.parent_id))
    .map((a) => ({ value: String(a.id), label: `${a.code} · ${a.name}` }));
}

export interface AccountFormProps {
  initial?: Account;
  /** The whole chart, for the parent picker. */
  accounts: readonly Account[];
  pending: boolean;
  submitLabel?: string;
  onSubmit: (input: AccountInput) => void;
  onCancel?: () => void;
}

/** An account of the chart: code, name, type, parent, whether it holds cash, and its status. */
export function AccountForm({ initial, accounts, pending, submitLabel, onSubmit, onCancel }: AccountFormProps) {
  useSignals();
  const { form, Form, Field, TextInput, SelectInput, valid, read } = useSchemaForm(accountFormSchema, formValues(accountFormSchema, initial, { is_cash: false, status: 'Active' }), { row: initial });
  // Before its Field registers, the type field reads as undefined: the row's type it is.
  const type = (getValue(form, 'type') ?? initial?.type ?? '') as AccountType | '';
  const parents = parentOptions(accounts, type, initial);

  // A parent of another type cannot stay when the type changes. While the chart is still
  // loading the parent is unknown, and is kept.
  useEffect(() => {
    const parent = getValue(form, 'parent_id') ?? '';
    if (!parent || !type) return;
    const account = accounts.find((a) => String(a.id) === parent);
    if (account && account.type !== type) setValue(form, 'parent_id', '');
  }, [form, type, accounts]);

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextInput name="code" label="Code" required maxLength={20} placeholder="1020" autoComplete="off" />
        <TextInput name="name" label="Name" required maxLength={80} placeholder="Petty cash" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="type" label="Type" required placeholder="Choose a type" options={TYPE_OPTIONS} />
        <SelectInput name="status" label="Status" required placeholder="Choose a status" options={STATUS_OPTIONS} />
      </div>
      <SelectInput
        name="parent_id"
        label="Parent account"
        placeholder={type ? 'None: a top-level account' : 'Choose the type first'}
        disabled={!type}
        options={parents}
      />
      <Field name="is_cash" type="boolean">
        {(field, p) => (
          <div>
            <CheckboxField label="Cash or bank account (money can be received, paid and transferred through it)" field={field} bindings={p} />
            <FieldError id="account-is-cash-error" message={visibleError(field)} />
          </div>
        )}
      </Field>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={submitLabel} />
    </Form>
  );
}
