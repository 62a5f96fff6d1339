import { valiForm, type FormErrors, type ValidateForm } from '@modular-forms/react';
import * as v from 'valibot';
import { messagesSetOne, passwordField } from '@contract';

export const PASSWORDS_DIFFER = 'The passwords do not match.';

/** The second typing of a new password; the match is checked beside it. */
export const confirmField = v.pipe(v.string(), v.nonEmpty(messagesSetOne.required));

type PasswordPair = { password: string; confirm: string };

/** A new password typed twice: the contract's password rule, then the match. */
export const passwordPairSchema = v.pipe(
  v.object({ password: passwordField, confirm: confirmField }),
  v.forward(
    v.partialCheck<PasswordPair, [['password'], ['confirm']], PasswordPair, string>([['password'], ['confirm']], (i) => i.password === i.confirm, PASSWORDS_DIFFER),
    ['confirm'],
  ),
);

/**
 * valiForm stops at the first failing stage, so the match check would wait for every other
 * field; it is checked here as well, so "do not match" shows as soon as confirm is touched.
 */
export function validateWithMatch<T extends PasswordPair>(schema: v.GenericSchema): ValidateForm<T> {
  const base = valiForm<T>(schema);
  return async (values) => {
    const errors: Record<string, string | null | undefined> = await base(values);
    if (values.confirm && values.password !== values.confirm && !errors.confirm) return { ...errors, confirm: PASSWORDS_DIFFER } as FormErrors<T>;
    return errors as FormErrors<T>;
  };
}
