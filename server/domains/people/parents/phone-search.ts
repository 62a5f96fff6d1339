import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { parents } from '../../../db/schema';

/**
 * Searching by a parent's phone number, however it was typed or stored: "711 999001",
 * "0711999001", "+254 711 999001" and "254711999001" all name the same line.
 *
 * The comparison is on digits only, and on the number's tail: a country prefix or a trunk 0
 * sits at the front, so one spelling's digits end with the other's. `parents.phone_key` and
 * `phone2_key` hold each phone's digits reversed (migration 0004) with a btree
 * `text_pattern_ops` index, so "ends with" is an indexed prefix match on the key.
 */

/** Characters a typed phone number may hold besides digits. */
const PHONE_TEXT = /^[\d\s+\-().]+$/;
/** Fewer typed digits than this is a fragment (a year, a house number), searched as text. */
const MIN_TYPED_DIGITS = 6;
/** A stored number shorter than this is too short to be the tail of a longer typed one. */
const MIN_STORED_DIGITS = 7;
/** E.164 numbers have at most 15 digits; no stored phone is longer. */
const MAX_DIGITS = 15;

const reverse = (s: string) => [...s].reverse().join('');

/**
 * The typed number's significant digits (leading zeros, the trunk 0 or an international 00,
 * dropped), or null when the search is not a phone number: letters in it, or too few digits.
 */
export function phoneDigits(search: string | undefined): string | null {
  if (!search || !PHONE_TEXT.test(search)) return null;
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= MIN_TYPED_DIGITS ? digits : null;
}

/**
 * The keys a stored number may have when the typed digits `q` end with it (`q` carries a
 * country prefix the stored number lacks): each tail of `q` of at least 7 digits, reversed, also
 * with the stored trunk 0 ("0711999001" is the tail "711999001" of "254711999001" plus a 0).
 * `q` itself is left out: "stored ends with q" already matches it.
 */
export function shorterKeys(q: string): string[] {
  const keys: string[] = [];
  for (let n = MIN_STORED_DIGITS; n < q.length && n <= MAX_DIGITS; n++) {
    const tail = reverse(q.slice(q.length - n));
    keys.push(tail, `${tail}0`);
  }
  return keys;
}

/**
 * The parents whose phone or second phone is the typed number (`parents` columns, for a WHERE
 * on the parents table), or undefined when the search is not a phone number. Every branch is
 * an index condition on `(school_id, phone_key)` or `(school_id, phone2_key)`, so the caller
 * must also limit `parents.school_id`.
 */
export function parentPhoneMatch(search: string | undefined): SQL | undefined {
  const q = phoneDigits(search);
  if (!q) return undefined;
  // q holds digits only, so it carries no LIKE wildcards.
  const prefix = `${reverse(q)}%`;
  const keys = shorterKeys(q);
  return or(
    sql`${parents.phoneKey} like ${prefix}`,
    sql`${parents.phone2Key} like ${prefix}`,
    keys.length ? inArray(parents.phoneKey, keys) : undefined,
    keys.length ? inArray(parents.phone2Key, keys) : undefined,
  );
}
