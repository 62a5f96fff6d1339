import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { endpoint } from '@contract';
import type { AppEnv } from './context';
import { answer, checkAnswer, EndpointRouter } from './endpoint';
import { HttpError } from './errors';
import { buildOpenApi } from './openapi';

const row = v.object({ id: v.number(), name: v.string() });
const get = endpoint({ mount: 'things', method: 'GET', path: '/:id', params: v.object({ id: v.pipe(v.string(), v.transform(Number), v.integer('Must be an id.')) }), output: row });
const add = endpoint({ mount: 'things', method: 'POST', path: '/', body: v.object({ name: v.string('Name is text.') }), output: row, status: 201 });

function appOf(router: EndpointRouter) {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => (err instanceof HttpError ? c.json({ message: err.message, issues: err.issues }, err.status) : c.json({ message: 'Internal Server Error' }, 500)));
  app.route('/api/things', router.app);
  return app;
}

describe('endpoint router', () => {
  it('validates the input, types the handler and answers with the endpoint status', async () => {
    const router = new EndpointRouter('things', true)
      .on(get, (_c, { params }) => ({ id: params.id, name: `thing ${params.id}` }))
      .on(add, (_c, { body }) => answer({ id: 1, name: body.name }, { headers: { 'Idempotent-Replayed': 'true' } }));
    const app = appOf(router);
    const got = await app.request('/api/things/4');
    expect([got.status, await got.json()]).toEqual([200, { id: 4, name: 'thing 4' }]);
    const added = await app.request('/api/things', { method: 'POST', body: JSON.stringify({ name: 'Lab' }), headers: { 'content-type': 'application/json' } });
    expect([added.status, added.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    const bad = await app.request('/api/things', { method: 'POST', body: JSON.stringify({ name: 3 }), headers: { 'content-type': 'application/json' } });
    expect([bad.status, (await bad.json()).issues]).toEqual([400, [{ path: 'name', message: 'Name is text.' }]]);
  });

  it('fails an answer that drifts from its output schema, outside production only', async () => {
    const drifted = (check: boolean) =>
      appOf(new EndpointRouter('things', check).on(get, (_c, { params }) => ({ id: params.id, name: null }) as unknown as { id: number; name: string }));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await drifted(true).request('/api/things/4')).status).toBe(500);
    expect((await drifted(false).request('/api/things/4')).status).toBe(200);
    spy.mockRestore();
    expect(() => checkAnswer(get, { id: 4, name: 5 })).toThrow(/GET things\/:id answered outside its output schema: name: Invalid type/);
    expect(() => checkAnswer(get, { id: 4, name: 'x', extra: true })).not.toThrow();
  });

  it('refuses an endpoint of another mount', () => {
    expect(() => new EndpointRouter('other', true).on(get, () => ({ id: 1, name: 'x' }))).toThrow(/not mounted at other/);
  });

  it('documents the answer: its status and its schema', () => {
    const router = new EndpointRouter('things', true).on(add, () => ({ id: 1, name: 'x' }));
    const api = new Hono<AppEnv>().route('/things', router.app);
    const doc = buildOpenApi(api, [{ path: 'things', routes: () => router.app }]);
    const created = doc.paths['/api/things']!.post!.responses['201'] as { content: Record<string, { schema: unknown }> };
    expect(created.content['application/json']!.schema).toMatchObject({ type: 'object', properties: { id: { type: 'number' }, name: { type: 'string' } } });
  });
});
