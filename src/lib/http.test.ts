import { HTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { endpoint } from '@contract';
import { http, HttpError, listParams, mapError, readCookie, setUnauthorizedHandler, toSearchParams } from './http';

const kyError = (status: number, body: unknown, url = 'http://localhost/api/students') =>
  new HTTPError(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    new Request(url),
    {} as never,
  );

afterEach(() => setUnauthorizedHandler(() => undefined));

describe('http client', () => {
  it('lists default to page 1 and limit 100, and repeat array params', () => {
    expect(listParams().toString()).toBe('page=1&limit=100');
    expect(listParams({ page: 3, status: ['Active', 'Pending'] }).toString()).toBe('page=3&limit=100&status=Active&status=Pending');
    expect(toSearchParams({ a: [1, 2], empty: '', none: undefined }).toString()).toBe('a=1&a=2');
  });

  it('asks for the session (which hands out the XSRF cookie) before a first mutation, not the health probe', async () => {
    const fetched: string[] = [];
    // Node's Request takes no relative URL; the browser resolves '/api/...' against the page.
    const NodeRequest = globalThis.Request;
    vi.stubGlobal('Request', class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    });
    vi.stubGlobal('fetch', async (request: Request) => {
      fetched.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    try {
      await http.post('students/add', { name: 'x' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetched).toEqual(['GET /api/auth', 'POST /api/students/add']);
  });

  it('calls an endpoint at its mount and path, with its params, query and body', async () => {
    const seen: string[] = [];
    const NodeRequest = globalThis.Request;
    vi.stubGlobal('Request', class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    });
    vi.stubGlobal('fetch', async (request: Request) => {
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname}${url.search} ${request.method === 'GET' ? '' : await request.text()}`.trim());
      return new Response('{"message":"ok","id":7}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    document.cookie = 'XSRF-TOKEN=t';
    const row = v.object({ message: v.string(), id: v.number() });
    const list = endpoint({ mount: 'classrooms', method: 'GET', path: '/', output: row, paged: true });
    const save = endpoint({ mount: 'classrooms', method: 'PUT', path: '/:id/name', body: v.object({ name: v.string() }), output: row });
    try {
      await http.call(list, { query: { search: 'lab' } });
      const saved = await http.call(save, { params: { id: 'a b' }, body: { name: 'Lab' } });
      expect(saved.id).toBe(7);
    } finally {
      vi.unstubAllGlobals();
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
    expect(seen).toEqual(['GET /api/classrooms?page=1&limit=100&search=lab', 'PUT /api/classrooms/a%20b/name {"name":"Lab"}']);
  });

  it('keeps the body of a refusal and its code', async () => {
    const error = await mapError(kyError(409, { message: 'Someone else saved first.', code: 'conflict', sheet: { version: 4 } }));
    expect(error).toBeInstanceOf(HttpError);
    expect([error.status, error.code, (error.body as { sheet: unknown }).sheet]).toEqual([409, 'conflict', { version: 4 }]);
    expect((await mapError(kyError(409, { message: 'x', code: 'made-up' }))).code).toBeUndefined();
  });

  it('reads the XSRF cookie', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D; b=2')).toBe('abc=');
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBe('');
  });

  it('maps an HTTP failure to the body message', async () => {
    const err = await mapError(kyError(409, { message: 'ER_DUP_ENTRY: Username taken' }));
    expect(err.status).toBe(409);
    expect(err.message).toBe('Username taken');
  });

  it('maps a network failure to status 0', async () => {
    const err = await mapError(new TypeError('Failed to fetch'));
    expect(err.status).toBe(0);
    expect(err.message).toBe('Enable to connect server');
  });

  it('a 401 ends the session, except a wrong password at sign-in', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await mapError(kyError(401, { message: 'Invalid username or password' }, 'http://localhost/api/auth/login'));
    expect(handler).not.toHaveBeenCalled();
    const err = await mapError(kyError(401, { message: 'Your session has ended' }, 'http://localhost/api/auth'));
    expect(handler).toHaveBeenCalledOnce();
    expect(err.message).toBe('Your session has ended');
  });
});
