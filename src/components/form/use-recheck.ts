import { validate, type FieldPath, type FieldValues, type FormStore, type ResponseData } from '@modular-forms/react';
import { useEffect } from 'react';

/**
 * Checks a touched field again when another field it depends on changes (an instalment when the
 * principal does, a first month when the date does), so its message never lags behind the form.
 */
export function useRecheck<T extends FieldValues, R extends ResponseData>(form: FormStore<T, R>, name: FieldPath<T>, dependsOn: unknown) {
  useEffect(() => {
    if (form.internal.fields[name]?.touched.peek()) void validate(form, name, { shouldFocus: false });
  }, [form, name, dependsOn]);
}
