import * as v from 'valibot';
import { messagesSetOne, PASSWORD_MAX, PASSWORD_MESSAGE, PASSWORD_PATTERN } from './messages';

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
);

/** A positive bigint-identity id, given as a number or a numeric string. */
export const idField = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))], 'Must be an id.'),
  v.integer('Must be an id.'),
  v.minValue(1, 'Must be an id.'),
);
