import { describe, expect, it } from 'vitest';
import { httpMessages } from '@contract';
import { cleanMessage, errorMessage, HttpError, messageFromBody, toHttpError } from './http-error';

describe('HTTP error mapping (spec §8)', () => {
  it('status 0 is always "Enable to connect server"', () => {
    expect(messageFromBody(0, { message: 'ignored' })).toBe(httpMessages.unreachable);
    expect(toHttpError(0, null).message).toBe('Enable to connect server');
    expect(toHttpError(0, null).isNetwork).toBe(true);
  });

  it('takes the body message, then error, then the text', () => {
    expect(messageFromBody(400, { message: 'Field is required.' })).toBe('Field is required.');
    expect(messageFromBody(400, { error: 'Bad thing' })).toBe('Bad thing');
    expect(messageFromBody(500, 'Plain failure')).toBe('Plain failure');
    expect(messageFromBody(409, '{"message":"From JSON text"}')).toBe('From JSON text');
  });

  it('falls back to the status when the body says nothing', () => {
    expect(messageFromBody(502, '')).toBe('Request failed (502)');
    expect(messageFromBody(503, {})).toBe('Request failed (503)');
  });

  it("strips 'ER_DUP_ENTRY:' from messages", () => {
    expect(cleanMessage("ER_DUP_ENTRY: Duplicate entry 'x'")).toBe("Duplicate entry 'x'");
    expect(messageFromBody(409, { message: 'ER_DUP_ENTRY:Class exists' })).toBe('Class exists');
    expect(messageFromBody(409, 'ER_DUP_ENTRY: raw text')).toBe('raw text');
  });

  it('keeps field issues from the API error shape', () => {
    const err = toHttpError(400, { message: 'Please correct: username', issues: [{ path: 'username', message: 'Field is required.' }] });
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(400);
    expect(err.issues).toEqual([{ path: 'username', message: 'Field is required.' }]);
    // The toast says what is wrong, not just which field.
    expect(err.message).toBe('Field is required.');
    const two = toHttpError(400, { message: 'Please correct: a, b', issues: [{ path: 'a', message: 'X.' }, { path: 'b', message: 'X.' }] });
    expect(two.message).toBe('X.');
  });

  it('turns anything thrown into a message', () => {
    expect(errorMessage(new HttpError(401, 'Invalid username or password'))).toBe('Invalid username or password');
    expect(errorMessage(new Error('ER_DUP_ENTRY: dup'))).toBe('dup');
    expect(errorMessage('text')).toBe('text');
    expect(errorMessage({ error: 'from object' })).toBe('from object');
  });
});
