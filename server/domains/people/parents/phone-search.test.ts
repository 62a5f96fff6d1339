import { describe, expect, it } from 'vitest';
import { phoneDigits, shorterKeys } from './phone-search';

const reverse = (s: string) => [...s].reverse().join('');
/** What migration 0004 stores in `phone_key`. */
const keyOf = (stored: string) => reverse(stored.replace(/\D/g, ''));

/** The SQL of `parentPhoneMatch`, for one stored phone: a key prefix, or one of the shorter keys. */
function matches(stored: string, typed: string): boolean {
  const q = phoneDigits(typed);
  if (!q) return false;
  const key = keyOf(stored);
  return key.startsWith(reverse(q)) || shorterKeys(q).includes(key);
}

describe('phone search', () => {
  const spellings = ['711 999001', '711999001', '0711999001', '254711999001', '+254 711 999 001', '(0711) 999-001', '00254711999001'];

  it.each(['711 999001', '0711 999001', '+254 711 999001', '254711999001', '0711-999-001'])('finds the number stored as "%s" by every spelling', (stored) => {
    for (const typed of spellings) expect(matches(stored, typed), `${typed} vs ${stored}`).toBe(true);
  });

  it('matches on the tail of the number, not anywhere in it', () => {
    expect(matches('+254 711 999001', '999001')).toBe(true);
    expect(matches('+254 711 999001', '711999')).toBe(false);
    expect(matches('+254 711 999001', '0711999002')).toBe(false);
    expect(matches('+254 722 999001', '0711999001')).toBe(false);
  });

  it('lets a longer typed number match a stored one only from 7 digits on', () => {
    expect(matches('999001', '254711999001')).toBe(false);
    expect(matches('1999001', '254711999001')).toBe(true);
  });

  it('reads only phone-shaped searches, with at least 6 significant digits', () => {
    expect(phoneDigits('0711 999 001')).toBe('711999001');
    expect(phoneDigits('+254 (711) 999-001')).toBe('254711999001');
    expect(phoneDigits('00254711999001')).toBe('254711999001');
    expect(phoneDigits('12345')).toBeNull();
    expect(phoneDigits('0012345')).toBeNull();
    expect(phoneDigits('ADM-0711999')).toBeNull();
    expect(phoneDigits('wanjiru 0711999001')).toBeNull();
    expect(phoneDigits('')).toBeNull();
    expect(phoneDigits(undefined)).toBeNull();
  });

  it('keeps the list of shorter keys small, whatever is typed', () => {
    expect(shorterKeys('711999001')).toEqual(['1009991', '10099910', '10099911', '100999110']);
    expect(shorterKeys('9'.repeat(200)).length).toBe(2 * 9);
  });
});
