import { getValues, type FieldValues, type FormStore } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';

/**
 * Whether the form's current values pass the schema, re-rendering as they change. Submit
 * buttons use it: "disabled while the form is invalid" must hold before any field is
 * touched, which the form's own `invalid` flag (set only by validation runs) does not.
 */
export function useSchemaValid<T extends FieldValues>(form: FormStore<T, undefined>, schema: v.GenericSchema): boolean {
  useSignals();
  return v.safeParse(schema, getValues(form, { shouldActive: false })).success;
}
