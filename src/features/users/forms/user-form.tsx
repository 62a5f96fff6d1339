import { useForm, valiForm, type FormErrors, type ValidateForm } from '@modular-forms/react';
import { useState } from 'react';
import * as v from 'valibot';
import { ACTIVE_STATES, messagesSetOne, passwordField, PASSWORD_MESSAGE, requiredText, usernameField, type ActiveState, type UserAccount, type UserInput, type UserUpdateInput } from '@contract';
import type { FieldBindings } from '@/components/form/field-types';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import { Button } from '@/components/ui/button';
import type { Option } from '../api/users';
import { ClassChecklist } from '../components/class-checklist';

const MISMATCH = 'The passwords do not match.';

type UserValues = { username: string; fullname: string; password: string; confirm: string; role_id: string; status: string };

const common = {
  fullname: requiredText('Full name', 120, 2),
  role_id: v.pipe(v.string(), v.nonEmpty('Choose a role.')),
  status: v.picklist(ACTIVE_STATES, 'Status is Active or Inactive.'),
};

const editSchema = v.object(common);

const addSchema = v.pipe(
  v.object({
    ...common,
    username: usernameField,
    password: passwordField,
    confirm: v.pipe(v.string(), v.nonEmpty(messagesSetOne.required)),
  }),
  v.forward(v.partialCheck([['password'], ['confirm']], (i) => i.password === i.confirm, MISMATCH), ['confirm']),
);


/**
 * valiForm stops at the first failing stage, so the match check would wait for every other
 * field; it is checked here as well, so "do not match" shows as soon as confirm is touched.
 */
const withMatch = <T extends { password: string; confirm: string }>(schema: v.GenericSchema): ValidateForm<T> => {
  const base = valiForm<T>(schema);
  return async (values) => {
    const errors = (await base(values)) as Record<string, string>;
    if (values.confirm && values.password !== values.confirm && !errors.confirm) return { ...errors, confirm: MISMATCH } as FormErrors<T>;
    return errors as FormErrors<T>;
  };
};

const bind = (p: unknown) => p as FieldBindings;
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
  const [form, { Form, Field }] = useForm<UserValues>({
    initialValues: {
      username: initial?.username ?? '',
      fullname: initial?.fullname ?? '',
      password: '',
      confirm: '',
      role_id: initial ? String(initial.role_id) : '',
      status: initial?.status ?? 'Active',
    },
    validate: withMatch<UserValues>(schema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, schema);
  // The user's current role stays a choice even when the role list cannot be read.
  const roleOptions = [...roles];
  if (initial && !roleOptions.some((r) => r.id === initial.role_id)) roleOptions.push({ id: initial.role_id, name: initial.role_name });

  return (
    <Form
      className="space-y-4"
      onSubmit={(values) => {
        const base = { fullname: values.fullname.trim(), role_id: Number(values.role_id), status: values.status as ActiveState };
        if (props.mode === 'add') props.onSubmit({ ...base, username: values.username.trim(), password: values.password, class_ids: [...classIds] });
        else props.onSubmit(base);
      }}
    >
      {props.mode === 'add' ? (
        <Field name="username">{(field, p) => <TextField label="Username" required maxLength={50} autoComplete="off" field={field} bindings={bind(p)} />}</Field>
      ) : (
        <p className="text-sm text-slate-700">
          Username: <span className="font-medium text-slate-900">{initial?.username}</span>
        </p>
      )}
      <Field name="fullname">{(field, p) => <TextField label="Full name" required maxLength={120} autoComplete="off" field={field} bindings={bind(p)} />}</Field>
      {props.mode === 'add' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="password">
            {(field, p) => <TextField label="Password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} field={field} bindings={bind(p)} />}
          </Field>
          <Field name="confirm">
            {(field, p) => <TextField label="Confirm password" type="password" autoComplete="new-password" required field={field} bindings={bind(p)} />}
          </Field>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="role_id">
          {(field, p) => <SelectField label="Role" required placeholder="Choose a role" options={roleOptions.map((r) => ({ value: String(r.id), label: r.name }))} field={field} bindings={bind(p)} />}
        </Field>
        <Field name="status">
          {(field, p) => <SelectField label="Status" required placeholder="Choose a status" options={ACTIVE_STATES.map((s) => ({ value: s, label: s }))} field={field} bindings={bind(p)} />}
        </Field>
      </div>
      {props.mode === 'edit' && props.isSelf ? (
        <p className="text-sm text-slate-700">This is your own account: you cannot deactivate it or demote its role.</p>
      ) : null}
      {props.mode === 'add' ? <ClassChecklist classes={props.classes} problem={props.classProblem} selected={classIds} onChange={setClassIds} /> : null}
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
