import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { AnyEndpoint, EndpointAnswer, EndpointBody, EndpointParams, EndpointQuery } from '@contract';
import type { AppDeps, AppEnv } from './context';
import { describeMiddleware } from './openapi-meta';
import { jsonBody, parseOrThrow, queryParams } from './validate';

/** What a handler reads: its path params, query and body, already validated by the endpoint's schemas. */
export interface EndpointInput<E extends AnyEndpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
}

const ANSWER = Symbol('answer');
interface Answer<T> {
  [ANSWER]: true;
  body: T;
  status?: 200 | 201 | 202;
  headers?: Record<string, string>;
}

/** An answer with a status or headers other than the endpoint's own (a replay's header, a 200 instead of 201). */
export const answer = <T>(body: T, options: { status?: 200 | 201 | 202; headers?: Record<string, string> } = {}): Answer<T> => ({
  [ANSWER]: true,
  body,
  ...options,
});
const isAnswer = (value: unknown): value is Answer<unknown> => typeof value === 'object' && value !== null && ANSWER in value;

/** A JSON endpoint answers its output (or `answer(output)`); a file endpoint answers a Response it builds. */
type Returned<E extends AnyEndpoint> = E['output'] extends v.GenericSchema
  ? EndpointAnswer<E> | Answer<EndpointAnswer<E>>
  : Response;
export type EndpointHandler<E extends AnyEndpoint> = (c: Context<AppEnv>, input: EndpointInput<E>) => Returned<E> | Promise<Returned<E>>;

/** Raised when an answer does not fit its schema: a 500, never a silently drifted wire. */
export class AnswerDrift extends Error {
  constructor(endpoint: AnyEndpoint, issues: v.BaseIssue<unknown>[]) {
    const where = issues.slice(0, 5).map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ');
    super(`${endpoint.method} ${endpoint.mount}${endpoint.path} answered outside its output schema: ${where}`);
    this.name = 'AnswerDrift';
  }
}

/** Checks a JSON answer as it goes on the wire (dates as strings, undefined dropped). */
export function checkAnswer(endpoint: AnyEndpoint, body: unknown): void {
  if (!('type' in endpoint.output)) return;
  const wire: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const result = v.safeParse(endpoint.output as v.GenericSchema, wire);
  if (!result.success) throw new AnswerDrift(endpoint, result.issues);
}

const pathParams = (schema: v.GenericSchema) =>
  describeMiddleware(
    validator('param', (value) => parseOrThrow(schema, value) as object),
    { kind: 'params', schema },
  );

/**
 * A module's routes, one per endpoint descriptor. Each `on` mounts the endpoint below this
 * module: the given middleware (privileges) first, then the endpoint's own input checks, then
 * the handler, whose answer is typed by the descriptor and, outside production, checked
 * against its output schema.
 */
export class EndpointRouter {
  readonly app = new Hono<AppEnv>();

  constructor(
    readonly mount: string,
    private readonly checkAnswers: boolean,
  ) {}

  on<E extends AnyEndpoint>(endpoint: E, ...chain: [...MiddlewareHandler<AppEnv>[], EndpointHandler<E>]): this {
    if (endpoint.mount !== this.mount) throw new Error(`${endpoint.method} ${endpoint.mount}${endpoint.path} is not mounted at ${this.mount}`);
    const handler = chain.pop() as EndpointHandler<E>;
    const middleware = chain as MiddlewareHandler<AppEnv>[];
    const checks: MiddlewareHandler<AppEnv>[] = [];
    if (endpoint.params) checks.push(pathParams(endpoint.params));
    if (endpoint.query) checks.push(queryParams(endpoint.query));
    if (endpoint.body) checks.push(jsonBody(endpoint.body));
    const status = endpoint.status ?? 200;
    const file = !('type' in endpoint.output);
    const run = describeMiddleware(
      async (c: Context<AppEnv>) => {
        const req = c.req as unknown as { valid(target: string): unknown; param(): Record<string, string> };
        const input = {
          params: endpoint.params ? req.valid('param') : req.param(),
          query: endpoint.query ? req.valid('query') : {},
          body: endpoint.body ? req.valid('json') : undefined,
        } as EndpointInput<E>;
        const returned: unknown = await handler(c, input);
        if (file) return returned as Response;
        const { body, status: code, headers } = isAnswer(returned) ? returned : { body: returned, status: undefined, headers: undefined };
        if (this.checkAnswers) checkAnswer(endpoint, body);
        for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
        return c.json(body as object, code ?? status);
      },
      { kind: 'answer', endpoint },
    );
    this.app.on([endpoint.method], [endpoint.path], ...(middleware as [MiddlewareHandler<AppEnv>]), ...checks, run);
    return this;
  }
}

/** The router of the module mounted at `mount`; answers are checked unless the server runs in production. */
export const endpointRouter = (deps: AppDeps, mount: string) => new EndpointRouter(mount, deps.env.NODE_ENV !== 'production');
