// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@contract';
import { newKey, submissionKeys } from '@/lib/submission-keys';

afterEach(() => vi.unstubAllGlobals());

const body = { from_account_id: 2, to_account_id: 1, amount: 125050, date: '2026-11-23', memo: null };

describe('submissionKeys: one Idempotency-Key per submission', () => {
  it('a retry of the same, unchanged body reuses the key', () => {
    let n = 0;
    const keys = submissionKeys(() => `key-000${++n}`);
    const first = keys.keyFor(body);
    expect(keys.keyFor({ ...body })).toBe(first);
    // The same values in another key order are the same body.
    expect(keys.keyFor({ memo: null, date: '2026-11-23', amount: 125050, to_account_id: 1, from_account_id: 2 })).toBe(first);
  });

  it('a changed body gets a new key, and going back to the first values does not revive its key', () => {
    let n = 0;
    const keys = submissionKeys(() => `key-000${++n}`);
    const first = keys.keyFor(body);
    const changed = keys.keyFor({ ...body, amount: 125000 });
    expect(changed).not.toBe(first);
    expect(keys.keyFor({ ...body, amount: 125000 })).toBe(changed);
    expect(keys.keyFor(body)).not.toBe(first);
  });

  it('after a success the same values are a new submission with a new key', () => {
    let n = 0;
    const keys = submissionKeys(() => `key-000${++n}`);
    const first = keys.keyFor(body);
    keys.done();
    expect(keys.keyFor(body)).not.toBe(first);
  });

  it('makes keys the server accepts, with or without crypto.randomUUID (plain HTTP on a school network)', () => {
    expect(newKey()).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    const insecure = newKey();
    expect(insecure).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(insecure).toHaveLength(32);
  });
});
