import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { idField, isoDate, monthField, optionalId, optionalText, requiredText, rowVersion } from './fields';
import { intParam, listQuery } from './lists';

/** The first message a schema gives for `value`, or null when it passes. */
const refusal = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value, { abortPipeEarly: true });
  return r.success ? null : r.issues[0].message;
};

describe('text the database cannot hold', () => {
  it('refuses a NUL character in required and optional text, naming the field', () => {
    expect(refusal(requiredText('Name', 60), 'a\u0000b')).toBe('Name cannot hold a NUL character.');
    expect(refusal(optionalText('Address', 300), 'a\u0000')).toBe('Address cannot hold a NUL character.');
    expect(refusal(requiredText('Name', 60), 'Grace Wanjiru')).toBeNull();
    expect(refusal(optionalText('Address', 300), null)).toBeNull();
  });

  it('refuses a NUL character in a list search', () => {
    const query = listQuery(['name']);
    expect(refusal(query, { search: 'a\u0000b' })).toBe('Search cannot hold a NUL character.');
    expect(refusal(query, { search: 'Wanjiru' })).toBeNull();
  });
});

describe('ids', () => {
  it('accepts safe integers as numbers and plain digits', () => {
    expect(v.parse(idField, 42)).toBe(42);
    expect(v.parse(idField, '42')).toBe(42);
    expect(v.parse(idField, Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(v.parse(idField, String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses ids past the safe integers, exponents and non-ids', () => {
    // JSON.parse rounds 9223372036854775807 to 2^63, as a request body does.
    for (const bad of [JSON.parse('9223372036854775807') as number, '9223372036854775807', 1e21, '1e21', '9007199254740992', 0, -1, 1.5, '1.5', ' 1', 'abc', Infinity]) {
      expect(refusal(idField, bad), String(bad)).toBe('Must be an id.');
    }
    expect(refusal(optionalId, 1e21)).toBe('Must be an id.');
    expect(v.parse(optionalId, null)).toBeNull();
  });

  it('keeps whole-number query parameters within their bounds and the safe integers', () => {
    const user = intParam('User', 1, Number.MAX_SAFE_INTEGER);
    expect(v.parse(user, '7')).toBe(7);
    expect(refusal(user, '9223372036854775807')).toBe('User must be a whole number.');
    expect(refusal(user, 1e21)).toBe(`User must be at most ${Number.MAX_SAFE_INTEGER}.`);
    expect(refusal(intParam('Page', 1, 10), '11')).toBe('Page must be at most 10.');
  });
});

describe('dates', () => {
  it('accepts real dates from 1900 to 2999', () => {
    for (const ok of ['1900-01-01', '2015-03-04', '2024-02-29', '2999-12-31']) expect(refusal(isoDate, ok), ok).toBeNull();
  });

  it('refuses year 0000 and other years outside 1900–2999, saying which years', () => {
    for (const bad of ['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31']) {
      expect(refusal(isoDate, bad), bad).toBe('Use a date between the years 1900 and 2999.');
    }
  });

  it('still refuses malformed and non-existent dates with their own messages', () => {
    expect(refusal(isoDate, '2024-9-2')).toBe('Use a date as YYYY-MM-DD.');
    expect(refusal(isoDate, '2025-02-30')).toBe('There is no such date: that month has no day 30.');
    expect(refusal(isoDate, '2017-31-02')).toBe('There is no such date: there is no month 31 (dates are YYYY-MM-DD).');
  });
});

describe('months and row versions', () => {
  it('takes months in the years a date may take, and refuses year 0000 with the same bounds', () => {
    for (const ok of ['1900-01', '2027-02', '2999-12']) expect(refusal(monthField, ok), ok).toBeNull();
    for (const bad of ['0000-01', '1899-12', '3000-01']) expect(refusal(monthField, bad), bad).toBe('Use a month between the years 1900 and 2999.');
    expect(refusal(monthField, '2027-13')).toBe('Use a month as YYYY-MM.');
  });

  it('refuses a version PostgreSQL cannot hold', () => {
    for (const bad of [1e308, 9223372036854775808, 2_147_483_648, -1, 1.5]) expect(refusal(rowVersion(0), bad), String(bad)).toBe('Must be a row version.');
    expect(refusal(rowVersion(0), 0)).toBeNull();
    expect(refusal(rowVersion(1), 0)).toBe('Must be a row version.');
  });
});
