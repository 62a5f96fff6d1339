import * as v from 'valibot';
import { messagesSetOne, messagesSetTwo, PASSWORD_MAX, PASSWORD_MESSAGE, PASSWORD_PATTERN } from './messages';

/** A trimmed, required text field of at most `max` characters, with set-one messages. */
export function requiredText(label: string, max: number, min = 1) {
  return v.pipe(
    v.string(messagesSetOne.required),
    v.trim(),
    v.nonEmpty(messagesSetOne.required),
    v.minLength(min, messagesSetOne.minLength(label, min)),
    v.maxLength(max, messagesSetOne.maxLength(label, max)),
  );
}

/** A password that follows the spec's rule. Not trimmed: whitespace makes it invalid. */
export const passwordField = v.pipe(
  v.string(messagesSetOne.required),
  v.nonEmpty(messagesSetOne.required),
  v.maxLength(PASSWORD_MAX, PASSWORD_MESSAGE),
  v.regex(PASSWORD_PATTERN, PASSWORD_MESSAGE),
);

/** An ISO calendar date, YYYY-MM-DD, that exists. */
export const isoDate = v.pipe(
  v.string(messagesSetOne.required),
  v.isoDate('Use a date as YYYY-MM-DD.'),
  v.check(isRealDate, 'This date does not exist.'),
);

/** The format check alone lets 2025-02-30 through; the calendar must agree too. */
export function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A positive bigint-identity id, given as a number or a numeric string. */
export const idField = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))], 'Must be an id.'),
  v.integer('Must be an id.'),
  v.minValue(1, 'Must be an id.'),
);

/** An optional free-text field: blank becomes null. */
export function optionalText(label: string, max: number) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} must be text.`),
        v.trim(),
        v.maxLength(max, messagesSetOne.maxLength(label, max)),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
    null,
  );
}

/** An optional reference to another row; null or absent means none. */
export const optionalId = v.optional(v.nullable(idField), null);

/** Money in minor units (cents): a whole, non-negative number. */
export function moneyField(label: string) {
  return v.pipe(
    v.number(`${label} must be a number.`),
    v.integer(`${label} must be in whole minor units.`),
    v.minValue(0, `${label} cannot be negative.`),
    v.maxValue(1_000_000_000_000, `${label} is too large.`),
  );
}

export function wholeNumber(label: string, min: number, max: number) {
  return v.pipe(
    v.number(`${label} must be a number.`),
    v.integer(`${label} must be a whole number.`),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(max, `${label} must be at most ${max}.`),
  );
}

export const emailField = v.optional(
  v.nullable(
    v.pipe(
      v.string(messagesSetTwo.email),
      v.trim(),
      v.maxLength(254, messagesSetTwo.maxLength(254)),
      v.transform((s) => (s === '' ? null : s)),
      v.nullable(v.pipe(v.string(), v.email(messagesSetTwo.email))),
    ),
  ),
  null,
);

export const phoneField = (label: string) =>
  v.pipe(
    requiredText(label, 30),
    v.regex(/^\+?[0-9 ()-]{5,30}$/, `${label} may hold digits, spaces, +, - and brackets.`),
  );
