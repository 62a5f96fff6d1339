import { describe, expect, it } from 'vitest';
import { missingFromDocument, type OpenApiDocument } from '../../../lib/openapi';
import { seedUser } from '../../../test/fixtures';
import { twoSchools } from '../../../test/schools';
import { DOCS_PAGE } from './docs.routes';

const t = twoSchools();

describe('GET /api/openapi.json', () => {
  it('needs a session, and an Admin: no role can be granted it', async () => {
    expect((await t.api.get('/api/openapi.json')).status).toBe(401);
    const manager = await seedUser(t.ctx, t.schoolA.schoolId, ['list-role', 'update-role', 'list-user', 'add-user']);
    const token = await t.api.login(manager.username, manager.password);
    const res = await t.api.get('/api/openapi.json', { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBeTruthy();
  });

  it('lists every route the app has mounted under /api, with its access and schemas', async () => {
    const res = await t.api.get<OpenApiDocument>('/api/openapi.json', { token: t.adminA });
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(missingFromDocument(t.ctx.app, doc)).toEqual([]);
    // The same check names a route the document lacks.
    const { put: _put, ...rest } = doc.paths['/api/classrooms/{id}']!;
    expect(missingFromDocument(t.ctx.app, { ...doc, paths: { ...doc.paths, '/api/classrooms/{id}': rest } })).toEqual(['PUT /api/classrooms/{id}']);

    const op = (method: string, path: string) => doc.paths[path]?.[method];
    expect(op('get', '/api/classrooms/{id}')).toMatchObject({ 'x-access': 'all-of', 'x-privileges': ['list-room'], tags: ['classrooms'] });
    expect(op('post', '/api/classrooms')?.requestBody?.content['application/json'].schema).toMatchObject({ required: ['name'] });
    expect(op('get', '/api/acedmic')).toMatchObject({ 'x-access': 'signed-in' });
    expect(op('get', '/api/openapi.json')).toMatchObject({ 'x-access': 'admin' });
    expect(op('get', '/api/docs')).toMatchObject({ 'x-access': 'public', security: [] });
    expect(op('get', '/api/health')).toMatchObject({ 'x-access': 'public' });
    expect(op('post', '/api/auth/login')).toMatchObject({ 'x-access': 'public' });
    // The auth module is public, but its other routes authenticate themselves.
    expect(op('put', '/api/auth/profile')).toMatchObject({ 'x-access': 'signed-in', security: [{ bearer: [] }] });
  });

  it('documents the answer of every described endpoint, and holds the share described', async () => {
    const doc = (await t.api.get<OpenApiDocument>('/api/openapi.json', { token: t.adminA })).body;
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
    const described = operations.filter(({ op }) =>
      Object.entries(op.responses).some(([code, answer]) => /^2\d\d$/.test(code) && 'content' in answer && Object.values(answer.content ?? {}).some((c) => Object.keys(c.schema).length > 0)),
    );
    const share = described.length / operations.length;
    console.log(`OpenAPI: ${described.length} of ${operations.length} operations (${(share * 100).toFixed(0)}%) document their 2xx answer`);
    // ADR 031: every API endpoint is a descriptor, so every one documents its answer. The floor
    // leaves room for a route that cannot be one (the docs' own redirect).
    expect(share).toBeGreaterThanOrEqual(0.99);
    const op = (method: string, path: string) => doc.paths[path]?.[method];
    expect(op('get', '/api/attendance/sheets/{sectionId}/{date}')?.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', required: expect.arrayContaining(['section', 'students']) } } },
    });
    expect(op('post', '/api/timetable/generations')?.responses['202']).toBeTruthy();
  });

  it('is built once and served the same to every Admin', async () => {
    const a = await t.api.get('/api/openapi.json', { token: t.adminA });
    const b = await t.api.get('/api/openapi.json', { token: t.adminB });
    expect(b.body).toEqual(a.body);
  });
});

describe('GET /api/docs', () => {
  it('sends a browser, which has no bearer token, to the page that reads the document', async () => {
    const res = await t.api.get('/api/docs');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(DOCS_PAGE);
  });
});
