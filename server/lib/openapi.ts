import type { Hono } from 'hono';

/** Any Hono app, whatever its env: only its route table is read. */
type RouteTable = Pick<Hono, 'routes'>;
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { API, XSRF_COOKIE, XSRF_HEADER } from '@contract';
import { version } from '../../package.json';
import type { ApiModule } from './module';
import { metaOf, type RouteMeta } from './openapi-meta';
import { inputJsonSchema, outputJsonSchema, type JsonSchema } from './openapi-schema';


const API_BASE = '/api';
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The one mutation the XSRF check exempts (it runs before there is a session). */
const XSRF_EXEMPT = `${API_BASE}/${API.authLogin}`;

type Ref = { $ref: string };
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}
export interface OpenApiOperation {
  tags: string[];
  summary: string;
  description: string;
  security: Record<string, string[]>[];
  parameters: (OpenApiParameter | Ref)[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, Ref | { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  'x-access': Access;
  'x-privileges': string[];
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
}

/** Who may call a route: no session, any session, a session holding privileges, or an Admin. */
type Access = 'public' | 'signed-in' | 'all-of' | 'any-of' | 'admin';

interface Route {
  method: string;
  /** Hono's path below /api, e.g. `/class/:id`. */
  path: string;
  metas: RouteMeta[];
}

// A sub-app with its own error handler wraps each handler; the original keeps the metadata.
const unwrap = (handler: unknown) => (handler as Record<string, unknown>)[COMPOSED_HANDLER] ?? handler;

/** The routes of the mounted API, one per method and path, each with what its middleware checks. */
function collectRoutes(api: RouteTable): Route[] {
  const routes = new Map<string, Route>();
  const shared: { path: string; meta: RouteMeta }[] = [];
  for (const r of api.routes) {
    const meta = metaOf(unwrap(r.handler));
    // `use()` middleware and the `*` fallback: not routes, though a `use()` check covers the routes below it.
    if (r.method === 'ALL') {
      if (meta) shared.push({ path: r.path, meta });
      continue;
    }
    const key = `${r.method} ${r.path}`;
    const route = routes.get(key) ?? { method: r.method, path: r.path, metas: [] };
    routes.set(key, route);
    if (meta) route.metas.push(meta);
  }
  const list = [...routes.values()];
  for (const { path, meta } of shared) for (const route of list) if (covers(path, route.path)) route.metas.push(meta);
  return list;
}

/** Whether a `use()` path (`/x/*`, `*`, `/x`) applies to `path`. */
function covers(pattern: string, path: string) {
  if (pattern === '*' || pattern === '/*') return true;
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return path === prefix || path.startsWith(`${prefix}/`);
  }
  return pattern === path;
}

/** `/class/:id` → `/api/class/{id}`; a `:name{regex}` or optional `:name?` keeps its name only. */
const openApiPath = (path: string) => `${API_BASE}${path.replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}')}`.replace(/\/$/, '') || API_BASE;
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The module that mounts `path`: the longest module path that prefixes it. */
function moduleOf(modules: readonly ApiModule[], path: string): ApiModule | undefined {
  const rest = path.replace(/^\//, '');
  let best: ApiModule | undefined;
  for (const m of modules) {
    const mount = m.path.replace(/^\/|\/$/g, '');
    const hit = mount === '' || rest === mount || rest.startsWith(`${mount}/`);
    if (hit && (!best || mount.length > best.path.replace(/^\/|\/$/g, '').length)) best = m;
  }
  return best;
}

function accessOf(route: Route, mod: ApiModule | undefined): { access: Access; privileges: string[]; sentences: string[] } {
  const sentences: string[] = [];
  const privileges = new Set<string>();
  let access: Access | undefined;
  for (const meta of route.metas) {
    if (meta.kind === 'admin') {
      access = 'admin';
      sentences.push('Only the Admin role: no privilege grants it.');
    } else if (meta.kind === 'privileges' && meta.privileges.length) {
      meta.privileges.forEach((p) => privileges.add(p));
      if (access !== 'admin') access = meta.rule === 'any' ? 'any-of' : 'all-of';
      sentences.push(meta.rule === 'any' ? `Needs one of ${meta.privileges.join(', ')}. Admin passes.` : `Needs ${meta.privileges.join(' and ')}. Admin passes.`);
    }
  }
  // In a public module only an access check (a privilege, the Admin, a session) asks for one; the
  // input checks and the endpoint's answer say nothing about who may call it.
  const needsSession = !mod?.public || route.metas.some((m) => m.kind === 'privileges' || m.kind === 'admin' || m.kind === 'signed-in');
  if (!needsSession) return { access: 'public', privileges: [], sentences: ['No session needed.'] };
  if (!access) return { access: 'signed-in', privileges: [], sentences: ['Any signed-in user.'] };
  return { access, privileges: [...privileges], sentences };
}

/** One query parameter per entry of the query schema, so each shows with its own type and default. */
function queryParameters(schema: JsonSchema): OpenApiParameter[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: typeof property === 'object' ? property : {},
  }));
}

const errorRef = (name: string): Ref => ({ $ref: `#/components/responses/${name}` });

function operation(route: Route, mod: ApiModule | undefined): OpenApiOperation {
  const { access, privileges, sentences } = accessOf(route, mod);
  const fullPath = openApiPath(route.path);
  const body = route.metas.find((m) => m.kind === 'body');
  const query = route.metas.find((m) => m.kind === 'query');
  const params = pathParams(route.path);
  const mutation = MUTATIONS.has(route.method);
  const xsrf = mutation && fullPath !== XSRF_EXEMPT;
  const takesInput = Boolean(body || query || params.length);

  const parameters: (OpenApiParameter | Ref)[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const querySchema = query && inputJsonSchema(query.schema);
  if (querySchema) parameters.push(...queryParameters(querySchema));
  if (xsrf) parameters.push({ $ref: '#/components/parameters/XsrfToken' });

  const responses: OpenApiOperation['responses'] = {};
  const answer = route.metas.find((m) => m.kind === 'answer')?.endpoint;
  if (answer) {
    const output = answer.output;
    const content: Record<string, { schema: JsonSchema }> = 'type' in output
      ? { 'application/json': { schema: outputJsonSchema(output) } }
      : { [output.mediaType]: { schema: { type: 'string', format: 'binary' } } };
    responses[String(answer.status ?? 200)] = { description: answer.status === 201 ? 'Created' : 'OK', content };
  } else {
    // A route not yet described by an endpoint: its status and body are not declared anywhere they could be read from.
    const json = { 'application/json': { schema: {} } };
    if (route.method === 'POST') responses['2XX'] = { description: '200, or 201 when the call adds a record.', content: json };
    else responses['200'] = { description: 'OK', content: json };
  }
  if (takesInput) responses['400'] = errorRef('BadRequest');
  if (access !== 'public') responses['401'] = errorRef('Unauthorized');
  if (access === 'admin' || access === 'all-of' || access === 'any-of' || xsrf) responses['403'] = errorRef('Forbidden');
  if (takesInput) responses['404'] = errorRef('NotFound');
  if (mutation) Object.assign(responses, { 409: errorRef('Conflict'), 422: errorRef('Unprocessable') });
  if (body) responses['413'] = errorRef('TooLarge');

  return {
    tags: [mod?.path ?? ''],
    summary: `${route.method} ${fullPath}`,
    description: [...sentences, ...(xsrf ? [`Send the ${XSRF_COOKIE} cookie's value in ${XSRF_HEADER}.`] : [])].join(' '),
    security: access === 'public' ? [] : [{ bearer: [] }],
    parameters,
    ...(body && { requestBody: { required: true, content: { 'application/json': { schema: inputJsonSchema(body.schema) } } } }),
    responses,
    'x-access': access,
    'x-privileges': privileges,
  };
}

const apiError: JsonSchema = {
  type: 'object',
  description: 'The one shape of every API failure.',
  properties: {
    message: { type: 'string', description: 'Safe to show to the user as it is.' },
    issues: {
      type: 'array',
      description: 'One entry per field at fault, for forms to show beside the field.',
      items: {
        type: 'object',
        properties: { path: { type: 'string', description: 'The field, dotted for nested fields.' }, message: { type: 'string' } },
        required: ['path', 'message'],
      },
    },
    requestId: { type: 'string', description: 'On 500 only: quote it when reporting the failure.' },
  },
  required: ['message'],
};

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });

/**
 * The OpenAPI 3.1 document of the API as mounted: every route `api` answers, what its
 * middleware checks (privileges, body, query) and the contract schemas it validates with.
 * Nothing here is listed by hand, so a new route is documented by being mounted.
 */
export function buildOpenApi(api: RouteTable, modules: readonly ApiModule[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const routes = collectRoutes(api).sort((a, b) => openApiPath(a.path).localeCompare(openApiPath(b.path)));
  for (const route of routes) {
    const entry = (paths[openApiPath(route.path)] ??= {});
    entry[route.method.toLowerCase()] = operation(route, moduleOf(modules, route.path));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Schooldesk API',
      version,
      description: 'Generated from the mounted routes and the contract schemas. Sign in with POST /api/auth/login and send the token as a bearer token.',
    },
    tags: modules.map((m) => ({ name: m.path })),
    security: [{ bearer: [] }],
    paths,
    components: {
      schemas: { ApiError: apiError },
      responses: {
        BadRequest: errorResponse('The input does not match the schema: `issues` names each field.'),
        Unauthorized: errorResponse('No session, or the session has ended.'),
        Forbidden: errorResponse('The user lacks the privilege, or a mutation came without the XSRF header.'),
        NotFound: errorResponse('The record does not exist in this school.'),
        Conflict: errorResponse('The record already exists.'),
        Unprocessable: errorResponse('The input breaks a rule of the school: `issues` names the field.'),
        TooLarge: errorResponse('The request body is too large.'),
      },
      parameters: {
        XsrfToken: {
          name: XSRF_HEADER,
          in: 'header',
          required: true,
          description: `Double-submit check: the value of the ${XSRF_COOKIE} cookie the API hands out.`,
          schema: { type: 'string' },
        },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/**
 * The routes `app` answers under /api (each method and path, not middleware nor the `*`
 * fallback) that `document` lacks, as `GET /api/class/{id}`. Read straight off Hono's route
 * table, apart from how the document was built, so it catches a route the build skipped.
 */
export function missingFromDocument(app: RouteTable, document: OpenApiDocument): string[] {
  const missing = new Set<string>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith(`${API_BASE}/`)) continue;
    const documented = path.replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}');
    if (!document.paths[documented]?.[method.toLowerCase()]) missing.add(`${method} ${documented}`);
  }
  return [...missing];
}
