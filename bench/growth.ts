/**
 * Issue 30: cost follows the page, not the history. The demo school (1,500 pupils) on a throwaway
 * PostgreSQL database, then the same school grown to 5,000: 3,500 more pupils imported into four
 * new classes and billed every month of the year. Each read is timed BENCH_REQUESTS (200) times in
 * a row after a warm-up, with no report cache (REPORT_CACHE=0), before and after:
 *
 *   - the roster's first page of 100 (`GET /api/students?page=1&limit=100`);
 *   - one class's fee summary (`GET /api/finance/reports/students?class_id=…`), a class that does
 *     not grow, beside the whole school's for comparison.
 *
 * Budget: the roster page and the one-class summary at 5,000 cost at most 1.2× (median) what they
 * cost at 1,500. `npm run bench:growth`.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import type { ImportColumn } from '../contract';
import { createApp } from '../server/app';
import { openDatabase, queryRows } from '../server/db/client';
import { classes, sections } from '../server/db/schema';
import { seedDemo } from '../server/demo/seed';
import { DEMO_ADMIN } from '../server/demo/users';
import { readEnv } from '../server/env';
import { throwawayDatabase } from './throwaway-db';

const BUDGET = 1.2;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const GROWN_BY = 3_500;
const XSRF = 'bench-xsrf-token';

const target = throwawayDatabase('sd_bench_growth');
console.log(`database: ${target.name} on ${target.host}`);
await target.create();
const database = await openDatabase({ url: target.url });
let over = false;
try {
  await database.migrate();
  await seedDemo(database.db, () => undefined);
  const db = database.db;
  const [school] = await queryRows<{ school_id: number; year_id: number; start: string }>(
    db,
    sql`select s.id as school_id, y.id as year_id, y.start_date::text as start from schools s join academic_years y on y.school_id = s.id and y.active`,
  );
  const { school_id: schoolId, year_id: yearId, start } = school!;
  // The class measured: the roster's first, which the growth leaves as it is.
  const [measured] = await queryRows<{ id: number }>(db, sql`select id from classes where school_id = ${schoolId} order by sort_order, name limit 1`);

  const app = createApp({ database, env: readEnv({ LOG_REQUESTS: '0', NODE_ENV: 'production', REPORT_CACHE: '0' }), jwtSecret: 'bench-secret-bench-secret-bench-secret-0123' });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }) });
    const { token } = (await login.json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };
    const today = new Date().toISOString().slice(0, 10);
    const reads = {
      'roster page of 100': '/api/students?page=1&limit=100',
      'one-class fee summary': `/api/finance/reports/students?class_id=${measured!.id}&from=${start}&to=${today}`,
      'whole-school fee summary': `/api/finance/reports/students?from=${start}&to=${today}`,
    };
    const timeAll = async () => {
      const result: Record<string, number> = {};
      for (const [label, path] of Object.entries(reads)) {
        const once = async () => {
          const t0 = performance.now();
          const res = await fetch(base + path, { headers });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${path}: ${res.status}`);
          return performance.now() - t0;
        };
        for (let i = 0; i < 20; i++) await once();
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i++) times.push(await once());
        times.sort((a, b) => a - b);
        result[label] = times[Math.floor(times.length / 2)]!;
      }
      return result;
    };

    const before = await timeAll();

    // Four new classes, four sections each, 3,500 pupils imported into them, billed every month so far.
    const annex: number[] = [];
    for (let c = 1; c <= 4; c++) {
      const [row] = await db.insert(classes).values({ schoolId, name: `Annex ${c}`, sortOrder: 100 + c, monthlyFee: 150_000 }).returning({ id: classes.id });
      annex.push(row!.id);
      await db.insert(sections).values(['A', 'B', 'C', 'D'].map((name) => ({ schoolId, academicYearId: yearId, classId: row!.id, name, capacity: 250 })));
    }
    const rows: Record<ImportColumn, string>[] = Array.from({ length: GROWN_BY }, (_, i) => ({
      admission_no: `GRW-${String(i + 1).padStart(5, '0')}`,
      first_name: `Grown${i}`,
      middle_name: '',
      last_name: `Pupil${String(i).padStart(4, '0')}`,
      gender: i % 2 ? 'Male' : 'Female',
      date_of_birth: '2014-05-06',
      admission_date: start,
      class: `Annex ${1 + (i % 4)}`,
      section: ['A', 'B', 'C', 'D'][Math.floor(i / 4) % 4]!,
      house: '',
      address: '',
      fee_discount: '',
      parent_name: `Grown Parent ${i}`,
      parent_phone: `+2547${String(50_000_000 + Math.floor(i / 2)).padStart(8, '0')}`,
      parent_email: '',
    }));
    const imported = await fetch(`${base}/api/students/import`, { method: 'POST', headers, body: JSON.stringify({ rows }) });
    if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);
    for (let month = start.slice(0, 7); month <= today.slice(0, 7); month = nextMonth(month)) {
      const run = await fetch(`${base}/api/finance/fees/generate`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': `growth-${month}` },
        body: JSON.stringify({ month, class_ids: annex }),
      });
      if (run.status !== 201) throw new Error(`fee run ${month}: ${run.status} ${await run.text()}`);
    }
    const [{ n }] = (await queryRows<{ n: string }>(db, sql`select count(*) as n from students where school_id = ${schoolId}`)) as [{ n: string }];
    console.log(`grown to ${n} pupils\n`);

    const after = await timeAll();
    console.log('| read | median at 1,500 (ms) | median at 5,000 (ms) | ratio | budget |');
    console.log('|---|---:|---:|---:|---|');
    for (const label of Object.keys(reads)) {
      const ratio = after[label]! / before[label]!;
      const judged = label !== 'whole-school fee summary';
      if (judged && ratio > BUDGET) over = true;
      console.log(`| ${label} | ${before[label]!.toFixed(2)} | ${after[label]!.toFixed(2)} | ${ratio.toFixed(2)}× | ${judged ? (ratio <= BUDGET ? `≤ ${BUDGET}× ✓` : `≤ ${BUDGET}× ✗`) : 'none (grows with the school)'} |`);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
} finally {
  await database.close();
  await target.drop();
}
process.exit(over ? 1 : 0);

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
