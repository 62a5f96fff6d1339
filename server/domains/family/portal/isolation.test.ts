import { beforeAll, describe, expect, it } from 'vitest';
import { familyEndpoints } from '@contract';
import { portalSeen } from '../../../db/schema';
import { twoSchools } from '../../../test/schools';
import { seedFamilies } from '../../../test/families';

const t = twoSchools();
let f: Awaited<ReturnType<typeof seedFamilies>>;
let parent: string;
let pupil: string;

beforeAll(async () => {
  f = await seedFamilies(t);
  parent = await f.signIn(f.okaforPhone);
  pupil = await f.signIn(f.adaNo);
});

/** Every route the app mounts under /api, as "METHOD /api/path" with each :param filled in. */
function mountedRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.ctx.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => (/date/i.test(name) ? '2026-01-05' : '1')) }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

/** Sign-in, health and the docs' redirect to the app need no session; the family routes are the family's own. */
const OPEN = [/^\/api\/auth\/login$/, /^\/api\/health/, /^\/api\/docs$/, /^\/api\/family(\/|$)/];

describe('a family token opens no staff route', () => {
  it('answers 403 on every staff route, whatever the method', async () => {
    const staff = mountedRoutes().filter((r) => !OPEN.some((p) => p.test(r.path)));
    expect(staff.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    for (const r of staff) {
      const res = await t.api.call(r.method, r.path, { token: parent, body: r.method === 'GET' ? undefined : {} });
      if (res.status !== 403) wrong.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("a family reads no other family's child", () => {
  const childReads = Object.values(familyEndpoints).filter((e) => e.method === 'GET' && 'query' in e);
  const query = (path: string, studentId: number) => {
    const extra = path === '/cards' ? '&cardId=1' : path === '/receipts' ? '&number=1' : '';
    return `/api/family${path}?studentId=${studentId}${extra}`;
  };

  it('lists the reads that take a child', () => {
    expect(childReads.map((e) => e.path).sort()).toEqual(['/attendance', '/cards', '/exams', '/fees', '/home', '/receipts', '/week']);
  });

  it("answers 404 for a child of another family, of another school, or no child at all, in the query string", async () => {
    for (const e of childReads) {
      for (const [token, id] of [[parent, f.cy], [parent, f.dee], [parent, 987654321], [pupil, f.ben], [pupil, f.cy]] as const) {
        const res = await t.api.get(query(e.path, id), { token });
        expect(res.status, `${e.path} ${id}`).toBe(404);
        expect(res.body.message).toBe('Student not found');
      }
    }
  });

  it('answers 404 for such a child in a body, and writes nothing', async () => {
    const at = new Date().toISOString();
    for (const id of [f.cy, f.dee, 987654321]) {
      const res = await t.api.post('/api/family/seen', { token: parent, body: { student_id: id, at } });
      expect(res.status).toBe(404);
    }
    expect(await t.ctx.database.db.$count(portalSeen)).toBe(0);
  });

  it('names the wrong-typed child id, in a query string and in a body', async () => {
    const bad = await t.api.get('/api/family/home?studentId=ada', { token: parent });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('studentId');
    const missing = await t.api.get('/api/family/home', { token: parent });
    expect(missing.status).toBe(400);
    const body = await t.api.post('/api/family/seen', { token: parent, body: { student_id: '1 or 1=1', at: 'yesterday' } });
    expect(body.status).toBe(400);
    expect(body.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['at', 'student_id']);
  });
});
