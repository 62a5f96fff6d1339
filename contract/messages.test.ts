import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { changePasswordSchema, loginSchema } from './auth';
import { requiredText } from './fields';
import {
  changePasswordMessages,
  checkNewPassword,
  isValidPassword,
  messagesSetOne,
  messagesSetTwo,
  PASSWORD_MESSAGE,
} from './messages';

describe('password rule', () => {
  it.each(['abc123', 'Passw0rd', '1!1!1!', 'a1' + 'x'.repeat(98)])('accepts %s', (pw) => {
    expect(isValidPassword(pw)).toBe(true);
  });

  it.each([
    ['too short', 'ab1'],
    ['no digit', 'abcdefg'],
    ['only digits', '1234567'],
    ['whitespace', 'abc 1234'],
    ['too long', 'a1' + 'x'.repeat(99)],
  ])('refuses a password that is %s', (_why, pw) => {
    expect(isValidPassword(pw)).toBe(false);
  });

  it('gives the spec message through the schema', () => {
    const result = v.safeParse(changePasswordSchema, { password: 'abcdefg' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(PASSWORD_MESSAGE);
  });
});

describe('change-password form checks', () => {
  it('checks the match first, then the length', () => {
    expect(checkNewPassword('abc', 'abd')).toBe(changePasswordMessages.mismatch);
    expect(checkNewPassword('abc', 'abc')).toBe(changePasswordMessages.tooShort);
    expect(checkNewPassword('abc123', 'abc123')).toBeNull();
  });

  it('uses the spec texts', () => {
    expect(changePasswordMessages.mismatch).toBe('Password is not match!');
    expect(changePasswordMessages.tooShort).toBe('Password must be 6 char or above!.');
    expect(changePasswordMessages.success).toBe('New account has been added');
  });
});

describe('message sets', () => {
  it('set one reads as the spec says', () => {
    expect(messagesSetOne.required).toBe('Field is required.');
    expect(messagesSetOne.minLength('Name', 3)).toBe('Name must be at least 3 characters long.');
    expect(messagesSetOne.maxLength('Name', 50)).toBe('Name cannot be more than 50 characters long.');
  });

  it('set two reads as the spec says', () => {
    expect(messagesSetTwo.required).toBe('This field is required');
    expect(messagesSetTwo.minLength(4)).toBe('The min number of characters is 4');
    expect(messagesSetTwo.maxLength(9)).toBe('The max allowed number of characters is 9');
    expect(messagesSetTwo.pattern).toBe('Required pattern is required');
    expect(messagesSetTwo.email).toBe('Valid email is required!.');
    expect(messagesSetTwo.notMatch('[0-9]+')).toBe('This field is not match [0-9]+.');
  });

  it('required text fields use set one', () => {
    const field = requiredText('Name', 5, 2);
    expect(v.safeParse(field, '').issues?.[0]?.message).toBe('Field is required.');
    expect(v.safeParse(field, 'a').issues?.[0]?.message).toBe('Name must be at least 2 characters long.');
    expect(v.safeParse(field, 'abcdef').issues?.[0]?.message).toBe('Name cannot be more than 5 characters long.');
    expect(v.safeParse(field, '  ab  ').output).toBe('ab');
  });

  it('login needs both fields and treats rem as optional', () => {
    expect(v.safeParse(loginSchema, { username: 'a', password: 'b' }).output).toEqual({ username: 'a', password: 'b', rem: false });
    const bad = v.safeParse(loginSchema, { username: '', password: 5 }, { abortPipeEarly: true });
    expect(bad.issues?.map((i) => v.getDotPath(i))).toEqual(['username', 'password']);
  });
});
