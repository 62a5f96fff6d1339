import { afterAll, beforeAll } from 'vitest';
import { apiClient } from './client';
import { createTestContext, seedSchool, type TestContext } from './harness';

type School = Awaited<ReturnType<typeof seedSchool>>;

export interface TwoSchools {
  ctx: TestContext;
  api: ReturnType<typeof apiClient>;
  schoolA: School;
  schoolB: School;
  /** Signed-in Admin tokens of school A and school B. */
  adminA: string;
  adminB: string;
}

/**
 * The set-up most API test files share: a fresh database with two schools and their signed-in
 * Admins, closed when the file ends. Call it at the top of a file; the fields are filled in
 * before the first test runs.
 *
 *   const t = twoSchools();
 *   it('…', async () => { await t.api.get('/api/class', { token: t.adminA }); });
 */
export function twoSchools(): TwoSchools {
  const t = {} as TwoSchools;
  beforeAll(async () => {
    t.ctx = await createTestContext();
    t.api = apiClient(t.ctx);
    [t.schoolA, t.schoolB] = [await seedSchool(t.ctx), await seedSchool(t.ctx)];
    [t.adminA, t.adminB] = await Promise.all([
      t.api.login(t.schoolA.adminUsername, t.schoolA.adminPassword),
      t.api.login(t.schoolB.adminUsername, t.schoolB.adminPassword),
    ]);
  });
  afterAll(async () => {
    await t.ctx?.close();
  });
  return t;
}
