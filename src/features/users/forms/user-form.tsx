import { useForm } from '@modular-forms/react';
import { useState } from 'react';
import * as v from 'valibot';
import { ACTIVE_STATES, PASSWORD_MESSAGE, userInput, userUpdateInput, type UserAccount, type UserInput, type UserUpdateInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { confirmField, PASSWORDS_DIFFER, validateWithMatch } from '@/components/form/password-pair';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFormPlumbing } from '@/components/form/use-form-plumbing';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import type { Option } from '../api/users';
import { ClassChecklist } from '../components/class-checklist';

type UserValues = { username: string; fullname: string; password: string; confirm: string; role_id: string; status: string };

/** Edit user: the contract's update, with the role read from its select. */
const editSchema = v.object({ ...userUpdateInput.entries, role_id: filled(userUpdateInput.entries.role_id, 'Choose a role.') });

/** Add user: the contract's new user (its classes come from the checklist), and the password typed twice. */
const addSchema = v.pipe(
  v.object({
    ...editSchema.entries,
    username: userInput.entries.username,
    password: userInput.entries.password,
    confirm: confirmField,
  }),
  v.forward(v.partialCheck([['password'], ['confirm']], (i) => i.password === i.confirm, PASSWORDS_DIFFER), ['confirm']),
);

export const PASSWORD_HINT = PASSWORD_MESSAGE.replace('Invalid password. ', '');

interface Common {
  roles: Option[];
  pending: boolean;
  onCancel: () => void;
}

export type UserFormProps =
  | (Common & { mode: 'add'; classes: Option[] | undefined; classProblem?: string; onSubmit: (input: UserInput) => void })
  | (Common & { mode: 'edit'; initial: UserAccount; isSelf: boolean; onSubmit: (input: UserUpdateInput) => void });

/** Add user (with password and classes) or Edit user (name, role, status). */
export function UserForm(props: UserFormProps) {
  const { roles, pending, onCancel } = props;
  const initial = props.mode === 'edit' ? props.initial : undefined;
  const schema = props.mode === 'add' ? addSchema : editSchema;
  const [classIds, setClassIds] = useState<Set<number>>(new Set());
  const initialValues = {
    username: initial?.username ?? '',
    fullname: initial?.fullname ?? '',
    password: '',
    confirm: '',
    role_id: initial ? String(initial.role_id) : '',
    status: initial?.status ?? 'Active',
  };
  const [form, { Form: BareForm, Field }] = useForm<UserValues>({
    initialValues,
    validate: validateWithMatch<UserValues>(schema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  // Refusals at their fields, the account's version with an edit, Escape asking first.
  const { Form, versioned } = useFormPlumbing(form, BareForm, { row: initial, initialValues });
  const valid = useSchemaValid(form, schema);
  // The user's current role stays a choice even when the role list cannot be read.
  const roleOptions = [...roles];
  if (initial && !roleOptions.some((r) => r.id === initial.role_id)) roleOptions.push({ id: initial.role_id, name: initial.role_name });

  return (
    <Form
      className="space-y-4"
      onSubmit={(values) => {
        if (props.mode === 'add') {
          const { username, fullname, password, role_id, status } = v.parse(addSchema, values);
          props.onSubmit({ username, fullname, password, role_id, status, class_ids: [...classIds] });
        } else props.onSubmit(versioned(v.parse(editSchema, values)));
      }}
    >
      {props.mode === 'add' ? (
        <Field name="username">{(field, p) => <TextField label="Username" required maxLength={50} autoComplete="off" field={field} bindings={p} />}</Field>
      ) : (
        <p className="text-sm text-slate-700">
          Username: <span className="font-medium text-slate-900">{initial?.username}</span>
        </p>
      )}
      <Field name="fullname">{(field, p) => <TextField label="Full name" required maxLength={120} autoComplete="off" field={field} bindings={p} />}</Field>
      {props.mode === 'add' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="password">
            {(field, p) => <TextField label="Password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} field={field} bindings={p} />}
          </Field>
          <Field name="confirm">
            {(field, p) => <TextField label="Confirm password" type="password" autoComplete="new-password" required field={field} bindings={p} />}
          </Field>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="role_id">
          {(field, p) => <SelectField label="Role" required placeholder="Choose a role" options={roleOptions.map((r) => ({ value: String(r.id), label: r.name }))} field={field} bindings={p} />}
        </Field>
        <Field name="status">
          {(field, p) => <SelectField label="Status" required placeholder="Choose a status" options={ACTIVE_STATES.map((s) => ({ value: s, label: s }))} field={field} bindings={p} />}
        </Field>
      </div>
      {props.mode === 'edit' && props.isSelf ? (
        <p className="text-sm text-slate-700">This is your own account: you cannot deactivate it or demote its role.</p>
      ) : null}
      {props.mode === 'add' ? <ClassChecklist classes={props.classes} problem={props.classProblem} selected={classIds} onChange={setClassIds} /> : null}
      <FormActions valid={valid} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
