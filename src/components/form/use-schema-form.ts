import { useForm, valiForm, type FieldValues, type PartialValues, type ValidateForm } from '@modular-forms/react';
import * as v from 'valibot';
import { useBoundFields } from './bound-fields';
import { useFormPlumbing, type VersionedRow } from './use-form-plumbing';
import { useSchemaValid } from './use-schema-valid';

export interface SchemaFormOptions<TValues extends FieldValues> {
  /** Replaces the schema's own error mapping where a form shows more (password-pair.ts). */
  validate?: ValidateForm<TValues>;
  /** The row an edit form was filled from; its version goes back with the save (ADR 017). */
  row?: VersionedRow | null;
  /** After Reload, for state the form keeps outside its fields. */
  onReload?: () => void;
}

/**
 * A form checked by one schema. Its values are the schema's input (what the fields hold), and
 * `read` turns submitted values into the schema's output: with the contract's field schemas
 * (see from-text.ts), the request body itself, carrying the edited row's version. Errors show
 * once a field is touched (spec §5). Its Form shows the server's refusals at their fields and
 * offers Reload for a stale copy (use-form-plumbing.tsx). Its TextInput, SelectInput, DateInput,
 * TextareaInput and CheckboxInput are the shared fields bound to it by name (bound-fields.tsx).
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  schema: v.GenericSchema<TValues, TOutput>,
  initialValues: PartialValues<TValues>,
  options: SchemaFormOptions<TValues> = {},
) {
  const [form, { Form: BareForm, Field, FieldArray }] = useForm<TValues>({
    initialValues,
    validate: options.validate ?? valiForm(schema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const { Form, versioned } = useFormPlumbing(form, BareForm, { row: options.row, initialValues, onReload: options.onReload });
  const valid = useSchemaValid(form, schema);
  const read = (values: TValues): TOutput => versioned(v.parse(schema, values) as TOutput & object);
  const fields = useBoundFields(form);
  return { form, Form, Field, FieldArray, valid, read, ...fields };
}
