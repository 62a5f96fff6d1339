import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@contract';
import { clearSession, getRememberedLogin, getToken, LEGACY_TOKEN_KEY, saveLogin, TOKEN_KEY, tokenOwner, USER_KEY } from './session';

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

  it('clears token and user on logout', () => {
    saveLogin(response, true);
    clearSession();
    expect(getToken()).toBe('');
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('reads the owner from the token for the cache buster', () => {
    expect(tokenOwner(token)).toEqual({ schoolId: '2', userId: '5' });
    expect(tokenOwner('garbage')).toBeNull();
  });
});
