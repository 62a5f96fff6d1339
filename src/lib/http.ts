import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { API, apiUrl, DEFAULT_LIMIT, DEFAULT_PAGE, endpointUrl, XSRF_COOKIE, XSRF_HEADER, type AnyEndpoint, type EndpointOutput, type PathParamNames } from '@contract';
import type * as v from 'valibot';
import { getToken } from './session';
import { HttpError, toHttpError } from './http-error';
import { noteDataAge } from './data-age';

export { HttpError } from './http-error';

/** Spec §7/§9: lists start at page 1 with 100 rows unless the caller says otherwise. */
export { DEFAULT_LIMIT, DEFAULT_PAGE };

export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue | readonly ParamValue[]>;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Query params with arrays repeated (`a=1&a=2`) and empty values dropped. */
export function toSearchParams(params: Params = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as ParamValue[]) {
      if (v === undefined || v === null || v === '') continue;
      search.append(key, String(v));
    }
  }
  return search;
}

/** List params: page and limit default to 1 and 100. */
export function listParams(params: Params = {}): URLSearchParams {
  return toSearchParams({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT, ...params });
}

export function readCookie(name: string, cookie = globalThis.document?.cookie ?? ''): string {
  for (const part of cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return '';
}

let onUnauthorized: (() => void) | null = null;
/** main.tsx wires this: clear the session and the cache, then go to sign-in. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

// Sign-in answers 401 for wrong credentials; that is a message, not an expired session.
const isSignIn = (url: string) => new URL(url, 'http://local').pathname === apiUrl(API.authLogin);

const client: KyInstance = ky.create({
  prefixUrl: '/api',
  // Retries live in TanStack Query only, so one failure is never multiplied.
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('Authorization', `Bearer ${getToken()}`);
        if (!SAFE_METHODS.has(request.method)) {
          const xsrf = readCookie(XSRF_COOKIE);
          if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
        }
      },
    ],
    afterResponse: [(_request, _options, response) => noteDataAge(response)],
  },
});

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Turns whatever ky threw into an HttpError, and handles a 401 once, centrally. */
export async function mapError(error: unknown): Promise<HttpError> {
  if (error instanceof HttpError) return error;
  if (error instanceof HTTPError) {
    const mapped = toHttpError(error.response.status, await bodyOf(error.response));
    if (mapped.status === 401 && !isSignIn(error.request.url)) onUnauthorized?.();
    return mapped;
  }
  // fetch's TypeError, a timeout or an abort: the server could not be reached.
  return toHttpError(0, null);
}

/**
 * The server hands out the XSRF cookie on any API answer but the health probe's. A mutation
 * sent before any GET (a fresh tab straight to a form) asks for the session first, so the
 * first save never fails with 403; sign-in, the one mutation without a session, needs none.
 */
async function ensureXsrfCookie(): Promise<void> {
  if (readCookie(XSRF_COOKIE)) return;
  await client.get(API.auth, { throwHttpErrors: false }).catch(() => undefined);
}

async function call<T>(method: string, path: string, options: Options = {}): Promise<T> {
  try {
    if (!SAFE_METHODS.has(method)) await ensureXsrfCookie();
    const response = await client(path.replace(/^\//, ''), { method, ...options });
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    throw await mapError(error);
  }
}

/** What `http.call` takes: the path's params when it has any, the body when the endpoint has one, any query. */
export type CallInput<E extends AnyEndpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string | number> }) &
  (E['body'] extends v.GenericSchema ? { body: v.InferInput<E['body']> } : { body?: undefined }) & { query?: Params };

type CallArgs<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? E['body'] extends v.GenericSchema
    ? [input: CallInput<E>, options?: Options]
    : [input?: CallInput<E>, options?: Options]
  : [input: CallInput<E>, options?: Options];

function endpointRequest(endpoint: AnyEndpoint, input: { params?: Record<string, string | number>; query?: Params; body?: unknown } = {}): [string, Options] {
  const options: Options = { searchParams: endpoint.paged ? listParams(input.query) : toSearchParams(input.query) };
  if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') options.json = input.body ?? {};
  return [endpointUrl(endpoint, input.params), options];
}

export const http = {
  /** One endpoint of the contract: its URL, method and input, and its answer typed by its output schema. */
  call: <E extends AnyEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<EndpointOutput<E>> => {
    const [path, base] = endpointRequest(endpoint, input);
    return call<EndpointOutput<E>>(endpoint.method, path, { ...base, ...options });
  },
  /** A file endpoint (a CSV, a journal), as a Blob. */
  file: async <E extends AnyEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<Blob> => {
    const [path, base] = endpointRequest(endpoint, input);
    try {
      return await client(path, { method: endpoint.method, ...base, ...options }).blob();
    } catch (error) {
      throw await mapError(error);
    }
  },
  get: <T>(path: string, params?: Params, options?: Options) =>
    call<T>('GET', path, { searchParams: toSearchParams(params), ...options }),
  /** A paged list: page=1&limit=100 unless given. */
  list: <T>(path: string, params?: Params, options?: Options) =>
    call<T>('GET', path, { searchParams: listParams(params), ...options }),
  post: <T>(path: string, body?: unknown, options?: Options) => call<T>('POST', path, { json: body ?? {}, ...options }),
  put: <T>(path: string, body?: unknown, options?: Options) => call<T>('PUT', path, { json: body ?? {}, ...options }),
  patch: <T>(path: string, body?: unknown, options?: Options) => call<T>('PATCH', path, { json: body ?? {}, ...options }),
  /** A multipart upload (images): same bearer, XSRF and error mapping as every other call. */
  upload: <T>(path: string, form: FormData) => call<T>('POST', path, { body: form, timeout: 60_000 }),
  delete: <T>(path: string, params?: Params, options?: Options) =>
    call<T>('DELETE', path, { searchParams: toSearchParams(params), ...options }),
  /** A file download (reports), with the bearer header like every other call. */
  blob: async (path: string, params?: Params): Promise<Blob> => {
    try {
      return await client.get(path.replace(/^\//, ''), { searchParams: toSearchParams(params) }).blob();
    } catch (error) {
      throw await mapError(error);
    }
  },
};
