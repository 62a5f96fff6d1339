import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness';
import { readRows, type Database } from './client';
import { day, int4, int8, numeric, stamp } from './row-fields';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('raw rows', () => {
  it('match the shared column schemas on this driver', async () => {
    const row = v.object({ i8: int8, cnt: int8, i4: int4, num: numeric, d: day, ts: stamp, b: v.boolean(), j: v.object({ a: v.number() }) });
    const rows = await readRows(database.db, row, sql`select 1::int8 as i8, count(*) as cnt, 2::int as i4, 1.5::numeric as num,
      '2026-01-02'::date as d, now() as ts, true as b, '{"a":1}'::jsonb as j`);
    expect(rows.map((r) => [Number(r.cnt), r.d])).toEqual([[1, '2026-01-02']]);
  });

  it('fail loudly when a column is not what the schema says', async () => {
    const row = v.object({ renamed: v.number() });
    await expect(readRows(database.db, row, sql`select 1::int as id`)).rejects.toThrow(/do not match their schema: .*renamed/);
  });
});
