import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@contract';
import { clearSession, FAMILY_KEY_PREFIX, familyKind, getRememberedLogin, getToken, LEGACY_TOKEN_KEY, saveLogin, sessionKind, setToken, TOKEN_KEY, tokenOwner, USER_KEY } from './session';

// A token whose payload is {"sub":5,"sch":2} (the signature does not matter to the client).
const token = `x.${btoa(JSON.stringify({ sub: 5, sch: 2 })).replace(/=+$/, '')}.y`;
const response = { token, user: { id: 5, schoolId: 2, username: 'admin' } } as unknown as LoginResponse;

beforeEach(() => localStorage.clear());

describe('session storage (spec §4/§9)', () => {
  it('keeps the token under schooldesk_jwt and JWT; the response only with remember', () => {
    saveLogin(response, false);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(localStorage.getItem(LEGACY_TOKEN_KEY)).toBe(token);
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    saveLogin(response, true);
    expect(getRememberedLogin()).toEqual(response);
    expect(getToken()).toBe(token);
  });

  it('clears token and user on logout, and what the family portal kept', () => {
    saveLogin(response, true);
    localStorage.setItem(`${FAMILY_KEY_PREFIX}child`, '12');
    localStorage.setItem('other', 'kept');
    clearSession();
    expect(localStorage.getItem(`${FAMILY_KEY_PREFIX}child`)).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
    expect(getToken()).toBe('');
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('reads the owner from the token for the cache buster', () => {
    expect(tokenOwner(token)).toEqual({ schoolId: '2', userId: '5' });
    expect(tokenOwner('garbage')).toBeNull();
  });

  it('tells a family token from a staff one, and keys its cache apart from a staff user with the same id', () => {
    const parent = `x.${btoa(JSON.stringify({ sub: 5, sch: 2, fam: 'parent' })).replace(/=+$/, '')}.y`;
    const pupil = `x.${btoa(JSON.stringify({ sub: 5, sch: 2, fam: 'pupil' })).replace(/=+$/, '')}.y`;
    expect(tokenOwner(parent)).toEqual({ schoolId: '2', userId: 'parent:5' });
    expect(tokenOwner(pupil)).toEqual({ schoolId: '2', userId: 'pupil:5' });
    expect(tokenOwner(parent)).not.toEqual(tokenOwner(token));
    expect(familyKind(parent)).toBe('parent');
    expect(familyKind(token)).toBeNull();
    expect(sessionKind(parent)).toBe('family');
    expect(sessionKind(token)).toBe('staff');
    expect(sessionKind('')).toBeNull();
    // An unknown kind is not a family: the server refuses such a token anyway.
    expect(familyKind(`x.${btoa(JSON.stringify({ sub: 5, sch: 2, fam: 'cousin' }))}.y`)).toBeNull();
    setToken(parent);
    expect(sessionKind()).toBe('family');
  });
});
