import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

const secret = 'a-secret-that-is-long-enough-for-the-test-0000';
const now = 1_800_000_000;
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('HS256 JWT', () => {
  it('round-trips claims until they expire', () => {
    const token = signJwt({ sub: 7, exp: now + 60 }, secret);
    expect(verifyJwt(token, secret, now)).toEqual({ sub: 7, exp: now + 60 });
    expect(verifyJwt(token, secret, now + 61)).toBeNull();
  });

  it('refuses another secret, a changed payload, alg none, other algorithms and junk', () => {
    const token = signJwt({ sub: 7, exp: now + 60 }, secret);
    const [h, , s] = token.split('.');
    expect(verifyJwt(token, 'another-secret-another-secret-another-secret', now)).toBeNull();
    expect(verifyJwt(`${h}.${b64({ sub: 8, exp: now + 60 })}.${s}`, secret, now)).toBeNull();
    expect(verifyJwt(`${b64({ alg: 'none' })}.${b64({ sub: 7, exp: now + 60 })}.`, secret, now)).toBeNull();
    const hs512Body = `${b64({ alg: 'HS512' })}.${b64({ sub: 7, exp: now + 60 })}`;
    expect(verifyJwt(`${hs512Body}.${createHmac('sha256', secret).update(hs512Body).digest('base64url')}`, secret, now)).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c', '...', `${h}.%%%.${s}`]) expect(verifyJwt(junk, secret, now)).toBeNull();
  });

  it('needs a numeric expiry', () => {
    expect(verifyJwt(signJwt({ sub: 7 }, secret), secret, now)).toBeNull();
    expect(verifyJwt(signJwt({ sub: 7, exp: 'never' }, secret), secret, now)).toBeNull();
  });
});
