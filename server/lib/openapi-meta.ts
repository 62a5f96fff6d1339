import type { GenericSchema } from 'valibot';
import type { AnyEndpoint, Privilege } from '@contract';

/**
 * What one middleware checks, as the OpenAPI document reports it. `requires`, `requiresAny`,
 * `adminOnly`, `jsonBody` and `queryParams` attach it to the function they return, so the
 * document is read off the routes themselves and cannot drift from what they enforce.
 */
export type RouteMeta =
  /** No privileges with rule `all`: any signed-in user. */
  | { kind: 'privileges'; rule: 'all' | 'any'; privileges: readonly Privilege[] }
  | { kind: 'admin' }
  /** `authenticate()` on a route of a public module: this route needs a session after all. */
  | { kind: 'signed-in' }
  | { kind: 'body'; schema: GenericSchema }
  | { kind: 'query'; schema: GenericSchema }
  | { kind: 'params'; schema: GenericSchema }
  /** The handler of an endpoint descriptor: its answer's status and schema. */
  | { kind: 'answer'; endpoint: AnyEndpoint };

// A WeakMap keeps the middleware functions themselves untouched, and lets them go with their router.
const metas = new WeakMap<object, RouteMeta>();

/** Returns `middleware` itself, remembered as checking `meta`. */
export function describeMiddleware<F extends object>(middleware: F, meta: RouteMeta): F {
  metas.set(middleware, meta);
  return middleware;
}

export const metaOf = (handler: unknown): RouteMeta | undefined =>
  typeof handler === 'function' ? metas.get(handler) : undefined;
