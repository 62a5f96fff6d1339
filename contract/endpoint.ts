import type * as v from 'valibot';

/**
 * One API endpoint, described once for both sides (ADR 031): where it is mounted (one of the
 * paths in `API`), its method and path below the mount, what it takes (path params, query,
 * body) and what it answers, each a valibot schema. The server's handler is typed from it and,
 * in development and tests, checks its answer against `output`; the OpenAPI document takes the
 * schemas; the client calls `http.call(endpoint, input)` and gets the output's type.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = v.GenericSchema;

/** An answer that is a file, not JSON (a CSV, a journal, an image): the client reads a Blob. */
export interface FileOutput {
  readonly kind: 'file';
  readonly mediaType: string;
}
export const fileOutput = (mediaType: string): FileOutput => ({ kind: 'file', mediaType });

export interface Endpoint<
  P extends string = string,
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Output extends Schema | FileOutput = Schema | FileOutput,
> {
  /** The module's mount, from `API`. */
  readonly mount: string;
  readonly method: HttpMethod;
  /** Below the mount, in Hono's syntax: `/`, `/:id`, `/:id/pay`. */
  readonly path: P;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  readonly output: Output;
  /** The success status; 200 unless said. */
  readonly status?: 200 | 201 | 202;
  /** A list: the client sends page=1&limit=100 unless told otherwise (spec §7). */
  readonly paged?: boolean;
}

/** The widest endpoint, for generic constraints. */
export type AnyEndpoint = Endpoint;

/** Declares an endpoint, keeping its literal path and schemas for the types below. */
export const endpoint = <const E extends AnyEndpoint>(e: E): E => e;

/** `/:id/log/:date` → `'id' | 'date'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path params as the server's handler reads them: the params schema's output, else strings. */
export type EndpointParams<E extends AnyEndpoint> = E['params'] extends Schema
  ? v.InferOutput<E['params']>
  : Record<PathParamNames<E['path']>, string>;
export type EndpointQuery<E extends AnyEndpoint> = E['query'] extends Schema ? v.InferOutput<E['query']> : Record<string, never>;
export type EndpointBody<E extends AnyEndpoint> = E['body'] extends Schema ? v.InferOutput<E['body']> : undefined;

/** What the server's handler returns: the output schema's input side (before any transform). */
export type EndpointAnswer<E extends AnyEndpoint> = E['output'] extends Schema ? v.InferInput<E['output']> : never;
/** What the client receives. */
export type EndpointOutput<E extends AnyEndpoint> = E['output'] extends Schema ? v.InferOutput<E['output']> : Blob;

/** `mount` and `path` joined, with each `:name` replaced by its value. */
export function endpointUrl(e: AnyEndpoint, params: Record<string, string | number> = {}): string {
  const path = e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${e.method} ${e.mount}${e.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return path === '/' ? e.mount : `${e.mount}${path}`;
}
