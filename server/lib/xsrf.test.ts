import { describe, expect, it } from 'vitest';
import { sameToken } from './xsrf';

describe('sameToken', () => {
  it('accepts the same token and refuses another of the same length', () => {
    expect(sameToken('abc123', 'abc123')).toBe(true);
    expect(sameToken('abc123', 'abc124')).toBe(false);
  });

  it('refuses tokens of different lengths', () => {
    expect(sameToken('abc', 'abcd')).toBe(false);
    expect(sameToken('', 'a')).toBe(false);
  });

  it('refuses, without throwing, strings of equal characters but unequal bytes', () => {
    // "é" is one character and two bytes: a character count alone let timingSafeEqual throw.
    expect(() => sameToken('é', 'a')).not.toThrow();
    expect(sameToken('é', 'a')).toBe(false);
    expect(sameToken('aé', 'ab')).toBe(false);
  });

  it('accepts the same multi-byte token', () => {
    expect(sameToken('é€', 'é€')).toBe(true);
  });
});
