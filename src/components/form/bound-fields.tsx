import { Field, setValue, type FieldPath, type FieldPathValue, type FieldValues, type FormStore, type ValidateField } from '@modular-forms/react';
import { useMemo, type ReactNode } from 'react';
import { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
import { DatePickerField, type DatePickerFieldProps } from './date-picker-field';
import type { FieldBindings, FieldState } from './field-types';
import { SelectField, type SelectFieldProps } from './select-field';
import { TextField, type TextFieldProps } from './text-field';
import { TextareaField, type TextareaFieldProps } from './textarea-field';

/** The form's field names whose value is of type `V` (a text box cannot be bound to a boolean). */
export type PathOf<T extends FieldValues, V> = {
  [P in FieldPath<T>]: NonNullable<FieldPathValue<T, P>> extends V ? P : never;
}[FieldPath<T>];

type Bound<Props, T extends FieldValues, N extends FieldPath<T>> = Omit<Props, 'field' | 'bindings'> & {
  name: N;
  /** A check of this field beyond the form's schema (one that reads another field, say). */
  validate?: ValidateField<FieldPathValue<T, N>>;
};

/**
 * modular-forms' Field, for a name the bound fields below have already checked against the
 * form's values; its own props type cannot be resolved for a generic name.
 */
const LooseField = Field as unknown as <V>(props: {
  of: FormStore<FieldValues, undefined>;
  name: string;
  type?: 'boolean';
  validate?: ValidateField<never>;
  children: (field: FieldState<V>, bindings: FieldBindings) => ReactNode;
}) => JSX.Element;
const setText = setValue as unknown as (form: FormStore<FieldValues, undefined>, name: string, value: string) => void;

/**
 * The shared fields bound by name to one form, so a form's field is one line of what differs
 * (name, label, limits) and not a `<Field>` with a render function around the widget:
 * `<TextInput name="first_name" label="First name" required maxLength={60} />`.
 * The date field sets the value it is given; a form that needs more still uses `<Field>`.
 */
export function boundFields<T extends FieldValues>(form: FormStore<T, undefined>) {
  const of = form as unknown as FormStore<FieldValues, undefined>;
  return {
    TextInput<N extends PathOf<T, string | number>>({ name, validate, ...props }: Bound<TextFieldProps, T, N>) {
      return <LooseField<string | number> of={of} name={name} validate={validate}>{(field, p) => <TextField {...props} field={field} bindings={p} />}</LooseField>;
    },
    /** An amount of money typed as text ("1,250.50"), its label naming the school's currency. */
    MoneyInput<N extends PathOf<T, string | number>>({ name, validate, label, currency, ...props }: Bound<Omit<TextFieldProps, 'inputMode'>, T, N> & { currency?: string }) {
      const named = `${label}${currency ? ` (${currency})` : ''}`;
      return (
        <LooseField<string | number> of={of} name={name} validate={validate}>
          {(field, p) => <TextField autoComplete="off" {...props} label={named} inputMode="decimal" field={field} bindings={p} />}
        </LooseField>
      );
    },
    TextareaInput<N extends PathOf<T, string>>({ name, validate, ...props }: Bound<TextareaFieldProps, T, N>) {
      return <LooseField<string> of={of} name={name} validate={validate}>{(field, p) => <TextareaField {...props} field={field} bindings={p} />}</LooseField>;
    },
    SelectInput<N extends PathOf<T, string>>({ name, validate, ...props }: Bound<SelectFieldProps, T, N>) {
      return <LooseField<string> of={of} name={name} validate={validate}>{(field, p) => <SelectField {...props} field={field} bindings={p} />}</LooseField>;
    },
    DateInput<N extends PathOf<T, string>>({ name, validate, ...props }: Bound<Omit<DatePickerFieldProps, 'onPick'>, T, N>) {
      const pick = (value: string) => setText(of, name, value);
      return <LooseField<string> of={of} name={name} validate={validate}>{(field, p) => <DatePickerField {...props} field={field} bindings={p} onPick={pick} />}</LooseField>;
    },
    CheckboxInput<N extends PathOf<T, boolean>>({ name, validate, ...props }: Bound<CheckboxFieldProps, T, N>) {
      return (
        <LooseField<boolean> of={of} name={name} type="boolean" validate={validate}>
          {(field, p) => <CheckboxField {...props} field={field} bindings={p} />}
        </LooseField>
      );
    },
  };
}

export type BoundFields<T extends FieldValues> = ReturnType<typeof boundFields<T>>;

/** boundFields for a form built with modular-forms' useForm; the components keep their identity across renders. */
export function useBoundFields<T extends FieldValues>(form: FormStore<T, undefined>): BoundFields<T> {
  return useMemo(() => boundFields(form), [form]);
}
