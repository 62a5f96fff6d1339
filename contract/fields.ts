import * as v from 'valibot';
import { messagesSetOne, messagesSetTwo, PASSWORD_MAX, PASSWORD_MESSAGE, PASSWORD_PATTERN } from './messages';
import { formatMoney, MONEY_MAX } from './money';

/**
 * PostgreSQL's text cannot hold a NUL character: it refuses the whole query. Every free-text
 * field and search carries this check, so such input is a 400 naming the field, not a 500.
 */
export const hasNoNul = (value: string) => !value.includes('\u0000');
export const noNul = (label: string) => v.check(hasNoNul, `${label} cannot hold a NUL character.`);

/** A trimmed, required text field of at most `max` characters, with set-one messages. */
export function requiredText(label: string, max: number, min = 1) {
  return v.pipe(
    v.string(messagesSetOne.required),
    noNul(label),
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

/**
 * The years a school's dates may take. PostgreSQL has no year 0000 (it refuses the query), and
 * no birth, admission or school year lies outside this range; the far bound leaves room for
 * the far-future years tests and planning use.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;
export const DATE_RANGE_MESSAGE = `Use a date between the years ${MIN_YEAR} and ${MAX_YEAR}.`;
export const isInYearRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

/** An ISO calendar date, YYYY-MM-DD, that exists, in years 1900–2999. */
export const isoDate = v.pipe(
  v.string(messagesSetOne.required),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.'),
  v.check(isRealDate, (issue) => noSuchDate(String(issue.input))),
  v.check(isInYearRange, DATE_RANGE_MESSAGE),
);

/**
 * A calendar month, YYYY-MM, in the same years as a date: "0000-01" reaches PostgreSQL as a
 * date that does not exist, so it is refused here with the date's own message.
 */
export const MONTH_RANGE_MESSAGE = `Use a month between the years ${MIN_YEAR} and ${MAX_YEAR}.`;
export const monthField = v.pipe(
  v.string('Month is required.'),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month as YYYY-MM.'),
  v.check(isInYearRange, MONTH_RANGE_MESSAGE),
);

/** Why a well-shaped date is not a date: "2017-31-02" most often has its day and month swapped. */
export function noSuchDate(value: string): string {
  const [, month, day] = value.split('-').map(Number) as [number, number, number];
  if (month < 1 || month > 12) return `There is no such date: there is no month ${month} (dates are YYYY-MM-DD).`;
  return `There is no such date: that month has no day ${day}.`;
}

/** The format check alone lets 2025-02-30 through; the calendar must agree too. */
export function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * A positive bigint-identity id, given as a number or a string of plain digits. It must be a
 * safe integer: JSON's 9223372036854775807 or 1e21 arrive rounded, and past bigint PostgreSQL
 * refuses the query.
 */
export const idField = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,16}$/), v.transform(Number))], 'Must be an id.'),
  v.integer('Must be an id.'),
  v.minValue(1, 'Must be an id.'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'Must be an id.'),
);

/**
 * The edit version of the row a form was filled from (ADR 017). An edit sends it back; the
 * server refuses the save with 409 when the row has changed since. Absent, the save is not
 * checked (older clients, scripts).
 */
/** The largest row version: versions are PostgreSQL integers, so 1e308 must be refused, not sent. */
export const MAX_ROW_VERSION = 2_147_483_647;

/** A row version the request names; `min` is 0 where 0 means "never saved". */
export function rowVersion(min: 0 | 1, message = 'Must be a row version.') {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(MAX_ROW_VERSION, message));
}

export const versioned = {
  version: v.optional(rowVersion(1)),
};

/** The message of the 409 for a save from a stale copy. */
export const STALE_ROW_MESSAGE = 'This record was changed by someone else. Reload it to see the latest.';

/** An optional free-text field: blank becomes null. */
export function optionalText(label: string, max: number) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} must be text.`),
        noNul(label),
        v.trim(),
        v.maxLength(max, messagesSetOne.maxLength(label, max)),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
    null,
  );
}

/** An optional reference to another row; null or absent means none. */
/** A path's `:id`, for an endpoint's `params`: a positive integer, else 400 naming `id`. */
export const idParams = v.object({ id: idField });

export const optionalId = v.optional(v.nullable(idField), null);

/** Money in minor units (cents): a whole, non-negative number. */
export function moneyField(label: string) {
  return v.pipe(
    v.number(`${label} must be a number.`),
    v.integer(`${label} must be in whole minor units.`),
    v.minValue(0, `${label} cannot be negative.`),
    v.maxValue(MONEY_MAX, `${label} is too large (at most ${formatMoney(MONEY_MAX)}).`),
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

/** A section as answers name it: its own id and name and its class's. */
export const sectionRef = v.object({ id: v.number(), name: v.string(), class_id: v.number(), class_name: v.string() });
