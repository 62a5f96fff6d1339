import { useForm, valiForm, type FieldValues, type PartialValues, type ValidateForm } from '@modular-forms/react';
import * as v from 'valibot';
import { useSchemaValid } from './use-schema-valid';

/**
 * A form checked by one schema. Its values are the schema's input (what the fields hold), and
 * `read` turns submitted values into the schema's output: with the contract's field schemas
 * (see from-text.ts), the request body itself. Errors show once a field is touched (spec §5).
 * `validate` replaces the schema's own error mapping where a form shows more (password-pair.ts).
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  schema: v.GenericSchema<TValues, TOutput>,
  initialValues: PartialValues<TValues>,
  options: { validate?: ValidateForm<TValues> } = {},
) {
  const [form, { Form, Field, FieldArray }] = useForm<TValues>({
    initialValues,
    validate: options.validate ?? valiForm(schema),
    validateOn: 'touched',
    revalidateOn: 'change',
  });
  const valid = useSchemaValid(form, schema);
  const read = (values: TValues): TOutput => v.parse(schema, values);
  return { form, Form, Field, FieldArray, valid, read };
}
