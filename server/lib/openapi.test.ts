import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listQuery, loginSchema, roleModuleInput, roomInput } from '@contract';
import { adminOnly, requires } from './access';
import { requiresAny } from './access-any';
import type { AppEnv } from './context';
import type { ApiModule } from './module';
import { buildOpenApi, missingFromDocument, type OpenApiDocument, type OpenApiParameter } from './openapi';
import { describeMiddleware } from './openapi-meta';
import { inputJsonSchema } from './openapi-schema';
import { jsonBody, queryParams } from './validate';

const ok = () => new Response('{}');

/**
 * A small API mounted the way createApp mounts the registry, with the real middleware and
 * contract schemas: the document is read off these routes, not off a list.
 */
function mountedApi() {
  const rooms = new Hono<AppEnv>()
    .get('/', requires('list-room'), queryParams(listQuery(['name', 'capacity'])), ok)
    .get('/:id', requires('list-room'), ok)
    .post('/', requires('add-room'), jsonBody(roomInput), ok)
    .put('/:id', requires('update-room'), jsonBody(roomInput), ok);
  const roles = new Hono<AppEnv>()
    .get('/', requiresAny('list-role', 'add-user'), ok)
    .delete('/modules', requires('update-role'), queryParams(roleModuleInput), ok)
    .on(['POST', 'PUT'], '/reset', requires('update-role'), ok);
  // A module-wide check, and an error handler of its own (Hono then wraps every handler).
  const subjects = new Hono<AppEnv>().use(requires('list-subject')).get('/', ok).get('/:id{[0-9]+}', ok);
  subjects.onError((_err, c) => c.text('no', 500));
  // As `authenticate()` marks itself: a public module's route that needs a session after all.
  const signedIn = describeMiddleware(async (_c: unknown, next: () => Promise<void>) => next(), { kind: 'signed-in' });
  const auth = new Hono<AppEnv>().post('/login', jsonBody(loginSchema), ok).post('/logout', signedIn, ok);
  const audit = new Hono<AppEnv>().get('/', adminOnly(), ok);
  const dash = new Hono<AppEnv>().get('/', ok);

  const modules: ApiModule[] = [
    { path: 'classrooms', routes: () => rooms },
    { path: 'settings/roles', routes: () => roles },
    { path: 'subjects', routes: () => subjects },
    { path: 'auth', routes: () => auth, public: true },
    { path: 'settings/audit', routes: () => audit },
    { path: 'dash', routes: () => dash },
  ];
  const api = new Hono();
  api.use(async (_c, next) => next());
  for (const m of modules) api.route(`/${m.path}`, m.routes({} as never));
  api.all('*', (c) => c.text('not found', 404));
  const app = new Hono().route('/api', api);
  return { app, document: buildOpenApi(api, modules) };
}

const { app, document } = mountedApi();
const op = (method: string, path: string) => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};
const queryNames = (params: unknown[]) => (params as OpenApiParameter[]).filter((p) => p.in === 'query').map((p) => p.name);

describe('the OpenAPI document built from the mounted routes', () => {
  it('lists every mounted route, and nothing but routes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(missingFromDocument(app, document)).toEqual([]);
    const listed = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(listed.sort()).toEqual(
      [
        'GET /api/classrooms', 'GET /api/classrooms/{id}', 'POST /api/classrooms', 'PUT /api/classrooms/{id}',
        'GET /api/settings/roles', 'DELETE /api/settings/roles/modules', 'POST /api/settings/roles/reset', 'PUT /api/settings/roles/reset',
        'GET /api/subjects', 'GET /api/subjects/{id}', 'POST /api/auth/login', 'POST /api/auth/logout', 'GET /api/settings/audit', 'GET /api/dash',
      ].sort(),
    );
  });

  it('names a route the document lacks', () => {
    const paths = structuredClone(document.paths);
    delete paths['/api/classrooms/{id}']!.put;
    delete paths['/api/dash'];
    const trimmed: OpenApiDocument = { ...document, paths };
    expect(missingFromDocument(app, trimmed).sort()).toEqual(['GET /api/dash', 'PUT /api/classrooms/{id}']);
  });

  it('states who may call each route, from the middleware that checks it', () => {
    expect(op('get', '/api/classrooms')).toMatchObject({ 'x-access': 'all-of', 'x-privileges': ['list-room'], description: 'Needs list-room. Admin passes.' });
    expect(op('get', '/api/settings/roles')).toMatchObject({ 'x-access': 'any-of', 'x-privileges': ['list-role', 'add-user'] });
    expect(op('get', '/api/settings/roles').description).toBe('Needs one of list-role, add-user. Admin passes.');
    expect(op('get', '/api/settings/audit')).toMatchObject({ 'x-access': 'admin', 'x-privileges': [] });
    expect(op('get', '/api/dash')).toMatchObject({ 'x-access': 'signed-in', description: 'Any signed-in user.', security: [{ bearer: [] }] });
    expect(op('post', '/api/auth/login')).toMatchObject({ 'x-access': 'public', security: [] });
    expect(op('post', '/api/auth/logout')).toMatchObject({ 'x-access': 'signed-in', security: [{ bearer: [] }] });
    // Through `use()` and a sub-app's own error handler.
    expect(op('get', '/api/subjects/{id}')).toMatchObject({ 'x-access': 'all-of', 'x-privileges': ['list-subject'] });
    expect(op('get', '/api/subjects').tags).toEqual(['subjects']);
    expect(op('delete', '/api/settings/roles/modules').tags).toEqual(['settings/roles']);
  });

  it('gives the body schema, one query parameter per entry and the path parameters', () => {
    const body = op('post', '/api/classrooms').requestBody?.content['application/json'].schema;
    expect(body).toMatchObject({ type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 60 }, capacity: { type: 'integer' } } });
    expect(queryNames(op('get', '/api/classrooms').parameters)).toEqual(['page', 'limit', 'search', 'sort', 'order']);
    const sort = (op('get', '/api/classrooms').parameters as OpenApiParameter[]).find((p) => p.name === 'sort');
    expect(sort).toMatchObject({ required: false, schema: { enum: ['name', 'capacity'] } });
    expect(queryNames(op('delete', '/api/settings/roles/modules').parameters)).toEqual(['role_id', 'module']);
    expect(op('put', '/api/classrooms/{id}').parameters).toContainEqual({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
    expect(op('get', '/api/dash').parameters).toEqual([]);
  });

  it('lets a query number arrive as the digit string it is sent as', () => {
    const page = (op('get', '/api/classrooms').parameters as OpenApiParameter[]).find((p) => p.name === 'page');
    expect(page?.schema).toEqual({
      anyOf: [{ type: 'integer', minimum: 1, maximum: 1_000_000 }, { type: 'string', pattern: '^-?\\d{1,15}$' }],
      default: 1,
    });
  });

  it('documents the one error shape, and the XSRF header on mutations but sign-in', () => {
    expect(document.components.schemas!.ApiError).toMatchObject({ required: ['message'], properties: { issues: { type: 'array' } } });
    const post = op('post', '/api/classrooms');
    expect(Object.keys(post.responses).sort()).toEqual(['2XX', '400', '401', '403', '404', '409', '413', '422']);
    expect(post.responses['422']).toEqual({ $ref: '#/components/responses/Unprocessable' });
    expect(post.parameters).toContainEqual({ $ref: '#/components/parameters/XsrfToken' });
    expect(op('post', '/api/settings/roles/reset').responses['413']).toBeUndefined();
    expect(Object.keys(op('get', '/api/dash').responses).sort()).toEqual(['200', '401']);
    expect(op('post', '/api/auth/login').parameters).not.toContainEqual({ $ref: '#/components/parameters/XsrfToken' });
    expect(op('post', '/api/auth/login').responses['401']).toBeUndefined();
  });
});

describe('valibot to JSON Schema', () => {
  it('stops at a transform and leaves out what JSON Schema cannot say, without throwing', () => {
    expect(inputJsonSchema(v.pipe(v.string(), v.transform(Number), v.number()))).toEqual({ type: 'string' });
    expect(inputJsonSchema(v.pipe(v.string(), v.check((s) => s !== 'x')))).toEqual({ type: 'string' });
    expect(inputJsonSchema(v.date())).toEqual({});
  });

  it('describes a schema it cannot convert instead of failing the document', () => {
    expect(inputJsonSchema(null as never).description).toMatch(/^Not convertible to JSON Schema/);
  });
});
