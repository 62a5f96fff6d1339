import { describe, expect, it } from 'vitest';
import { formatServerError, sqlStateOf, withoutParams } from './log-error';

const req = { requestId: 'req-42', method: 'POST', path: '/api/user' };
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';

/** What drizzle throws: the SQL, then every bound value, and the driver's error as cause. */
class DrizzleQueryError extends Error {
  constructor(sql: string, params: unknown[], cause: Error) {
    super(`Failed query: ${sql}\nparams: ${params.join(',')}`, { cause });
  }
}
class DatabaseError extends Error {
  code = '22021';
  detail = `Failing row contains (7, bob, ${HASH}).`;
}

describe('formatServerError', () => {
  const failed = new DrizzleQueryError(
    'insert into "users" ("username", "password") values ($1, $2)',
    ['bob', HASH],
    new DatabaseError('invalid byte sequence for encoding "UTF8": 0x00'),
  );
  const line = formatServerError(failed, req);

  it('names the request, the error class, the query and the PostgreSQL code', () => {
    expect(line).toMatch(/^req-42 POST \/api\/user DrizzleQueryError: Failed query: insert into "users"/);
    expect(line).toContain('[code 22021]');
    expect(line).toContain('(cause: DatabaseError)');
  });

  it('never carries the bound values, the cause message or its detail', () => {
    expect(line).not.toContain(HASH);
    expect(line).not.toContain('argon2');
    expect(line).not.toContain('bob');
    expect(line).not.toContain('params:');
    expect(line).not.toContain('Failing row');
  });

  it('keeps the stack frames, whose first line would repeat the params', () => {
    expect(line.split('\n').slice(1).length).toBeGreaterThan(0);
    expect(line.split('\n').slice(1).every((l) => /^\s+at /.test(l))).toBe(true);
  });

  it('logs a plain error whole, and a thrown non-error by its type only', () => {
    expect(formatServerError(new TypeError('x is undefined'), req)).toMatch(/^req-42 POST \/api\/user TypeError: x is undefined\n/);
    expect(formatServerError(`secret ${HASH}`, req)).toBe('req-42 POST /api/user threw a string, not an Error');
  });
});

describe('withoutParams and sqlStateOf', () => {
  it('strips everything from "params:" on', () => {
    expect(withoutParams('Failed query: select 1\nparams: a,b')).toBe('Failed query: select 1');
    expect(withoutParams('no values here')).toBe('no values here');
  });

  it('reads a SQLSTATE on the error or its cause, and ignores other codes', () => {
    expect(sqlStateOf({ code: '23505' })).toBe('23505');
    expect(sqlStateOf({ cause: { code: '22P02' } })).toBe('22P02');
    expect(sqlStateOf({ code: 'ERR_INVALID_ARG_TYPE' })).toBeUndefined();
    expect(sqlStateOf(null)).toBeUndefined();
  });
});
