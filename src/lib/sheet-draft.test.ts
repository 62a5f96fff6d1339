// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { conflictOf } from './sheet-draft';

describe('conflictOf', () => {
  it("reads the sheet saved first from a 409's body, told by its code", () => {
    const body = { message: 'Someone else saved it first.', code: 'conflict', sheet: { version: 4 } };
    expect(conflictOf(new HttpError(409, body.message, [], body))).toEqual(body);
  });

  it('is null for a lock, another status or no body', () => {
    expect(conflictOf(new HttpError(409, 'Closed', [], { message: 'Closed', code: 'locked' }))).toBeNull();
    expect(conflictOf(new HttpError(422, 'No', [], { code: 'conflict', sheet: {} }))).toBeNull();
    expect(conflictOf(new HttpError(409, 'Someone else saved it first.'))).toBeNull();
    expect(conflictOf(new Error('x'))).toBeNull();
  });
});
