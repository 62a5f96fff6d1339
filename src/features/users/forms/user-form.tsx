import { useForm } from '@modular-forms/react';
import { useState } from 'react';
import * as v from 'valibot';
import { ACTIVE_STATES, PASSWORD_MESSAGE, userInput, userUpdateInput, type StaffOption, type UserAccount, type UserInput, type UserUpdateInput } from '@contract';
import { useBoundFields } from '@/components/form/bound-fields';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled, optional } from '@/components/form/from-text';
import { confirmField, PASSWORDS_DIFFER, validateWithMatch } from '@/components/form/password-pair';
import { type SelectOption } from '@/components/form/select-field';
import { useFormPlumbing } from '@/components/form/use-form-plumbing';
import { useSchemaValid } from '@/components/form/use-schema-valid';
import type { Option } from '../api/users';
import { ClassChecklist } from '../components/class-checklist';

type UserValues = { username: string; fullname: string; password: string; confirm: string; role_id: string; status: string; employee_id: string };

/**
 * Edit user: the contract's update, with the role and staff record read from their selects. A
 * blank staff record is sent as null, so choosing "No staff record" clears the link.
 */
const editSchema = v.object({
  ...userUpdateInput.entries,
  role_id: filled(userUpdateInput.entries.role_id, 'Choose a role.'),
  employee_id: optional(userInput.entries.employee_id),
});

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

/**
 * The staff to link to, each saying whose account it already is (the server refuses a second
 * one). The user's own record stays a choice after its employee has left, so an edit keeps it.
 */
export function staffOptions(staff: StaffOption[] | undefined, initial?: UserAccount): SelectOption[] {
  const options = (staff ?? []).map((s) => {
    const taken = s.user_id !== null && s.user_id !== initial?.id;
    return { value: String(s.id), label: `${s.fullname} · ${s.number}, ${s.job_title}${taken ? ` (linked to ${s.username})` : ''}` };
  });
  if (initial?.employee_id && !staff?.some((s) => s.id === initial.employee_id)) {
    options.unshift({ value: String(initial.employee_id), label: `${initial.employee_name ?? `Employee ${initial.employee_id}`} (no longer active)` });
  }
  return options;
}

interface Common {
  roles: Option[];
  /** The school's active staff; undefined while they load or when they could not be read. */
  staff: StaffOption[] | undefined;
  /** Why the staff list is missing, if it could not be read. */
  staffProblem?: string;
  pending: boolean;
  onCancel: () => void;
}

export type UserFormProps =
  | (Common & { mode: 'add'; classes: Option[] | undefined; classProblem?: string; onSubmit: (input: UserInput) => void })
  | (Common & { mode: 'edit'; initial: UserAccount; isSelf: boolean; onSubmit: (input: UserUpdateInput) => void });

/** Add user (with password and classes) or Edit user (name, role, status). */
export function UserForm(props: UserFormProps) {
  const { roles, staff, staffProblem, pending, onCancel } = props;
  const initial = props.mode === 'edit' ? props.initial : undefined;
  const schema = props.mode === 'add' ? addSchema : editSchema;
  const [classIds, setClassIds] = useState<Set<number>>(new Set());
  // The add form's fields are an edit's and more (username, passwords): one set of values serves both.
  const initialValues: UserValues = formValues(addSchema, initial, { status: 'Active' });
  const [form, { Form: BareForm }] = useForm<UserValues>({
    initialValues,
    validate: validateWithMatch<UserValues>(schema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  // Refusals at their fields, the account's version with an edit, Escape asking first.
  const { Form, versioned } = useFormPlumbing(form, BareForm, { row: initial, initialValues });
  const { TextInput, SelectInput } = useBoundFields(form);
  const valid = useSchemaValid(form, schema);
  // The user's current role stays a choice even when the role list cannot be read.
  const roleOptions = [...roles];
  if (initial && !roleOptions.some((r) => r.id === initial.role_id)) roleOptions.push({ id: initial.role_id, name: initial.role_name });

  return (
    <Form
      className="space-y-4"
      onSubmit={(values) => {
        if (props.mode === 'add') {
          const { username, fullname, password, role_id, status, employee_id } = v.parse(addSchema, values);
          props.onSubmit({ username, fullname, password, role_id, status, employee_id, class_ids: [...classIds] });
        } else props.onSubmit(versioned(v.parse(editSchema, values)));
      }}
    >
      {props.mode === 'add' ? (
        <TextInput name="username" label="Username" required maxLength={50} autoComplete="off" />
      ) : (
        <p className="text-sm text-slate-700">
          Username: <span className="font-medium text-slate-900">{initial?.username}</span>
        </p>
      )}
      <TextInput name="fullname" label="Full name" required maxLength={120} autoComplete="off" />
      {props.mode === 'add' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput name="password" label="Password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} />
          <TextInput name="confirm" label="Confirm password" type="password" autoComplete="new-password" required />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="role_id" label="Role" required placeholder="Choose a role" options={roleOptions.map((r) => ({ value: String(r.id), label: r.name }))} />
        <SelectInput name="status" label="Status" required placeholder="Choose a status" options={ACTIVE_STATES.map((s) => ({ value: s, label: s }))} />
      </div>
      <div>
        <SelectInput name="employee_id" label="Staff record" placeholder="No staff record" options={staffOptions(staff, initial)} />
        <p className="mt-1 text-xs text-slate-600">Links this user to their timetable and classes</p>
        {staffProblem ? <p className="mt-1 text-xs text-red-700">{staffProblem}</p> : null}
      </div>
      {props.mode === 'edit' && props.isSelf ? (
        <p className="text-sm text-slate-700">This is your own account: you cannot deactivate it or demote its role.</p>
      ) : null}
      {props.mode === 'add' ? <ClassChecklist classes={props.classes} problem={props.classProblem} selected={classIds} onChange={setClassIds} /> : null}
      <FormActions valid={valid} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
