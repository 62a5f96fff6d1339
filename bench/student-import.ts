/**
 * Budget (issue 4): importing 2,000 students takes under 10 s on PostgreSQL.
 *
 *   npm run bench:import
 *
 * Creates a throwaway database, adds a school with 6 classes of 3 sections (capacity 200) in
 * its active year and 300 existing parents, serves the real app on a loopback port in this
 * process, signs in as the school's Admin and sends 2,000 rows (a third of them reusing an
 * existing parent's phone, pairs of siblings sharing a new one) to `POST
 * /api/students/import/preview` and then `POST /api/students/import`, timing each. A second
 * import of the same rows (all skipped as existing) is timed too. Exits 1 when preview + import
 * take 10 s or more, or when a request fails. BENCH_IMPORT_ROWS changes the row count.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ImportColumn } from '../contract';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { classes, parents, sections } from '../server/db/schema';
import { readEnv } from '../server/env';
import { createSchool } from '../server/domains/school/profile/schools.service';
import { throwawayDatabase } from './throwaway-db';

const BUDGET_MS = 10_000;
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 2000);
const CLASSES = 6;
const SECTIONS = ['A', 'B', 'C'];
const EXISTING_PARENTS = 300;
const XSRF = 'bench-xsrf-token';

const target = throwawayDatabase('sd_bench_import');
console.log(`database: ${target.name} on ${target.host}`);
await target.create();
const database = await openDatabase({ url: target.url });
let failed = false;
try {
  await database.migrate();
  const db = database.db;
  const admin = { username: 'bench.admin', password: 'Bench-pass1' };
  const { schoolId, academicYearId } = await createSchool(db, { name: 'Bench School', adminUsername: admin.username, adminPassword: admin.password });
  for (let c = 1; c <= CLASSES; c += 1) {
    const [row] = await db.insert(classes).values({ schoolId, name: `Grade ${c}`, sortOrder: c }).returning({ id: classes.id });
    await db.insert(sections).values(SECTIONS.map((name) => ({ schoolId, academicYearId, classId: row!.id, name, capacity: 200 })));
  }
  const phone = (n: number) => `+2547${String(n).padStart(8, '0')}`;
  await db.insert(parents).values(Array.from({ length: EXISTING_PARENTS }, (_, i) => ({ schoolId, fullname: `Existing Parent ${i}`, phone: phone(i) })));

  const rows: Record<ImportColumn, string>[] = Array.from({ length: ROWS }, (_, i) => ({
    admission_no: `BEN-${String(i + 1).padStart(5, '0')}`,
    first_name: `First${i}`,
    middle_name: i % 4 === 0 ? 'Middle' : '',
    last_name: `Last${i}`,
    gender: i % 2 ? 'Male' : 'Female',
    date_of_birth: `20${10 + (i % 8)}-0${1 + (i % 9)}-1${i % 10}`,
    admission_date: '2024-01-08',
    class: `Grade ${1 + (i % CLASSES)}`,
    section: SECTIONS[Math.floor(i / CLASSES) % SECTIONS.length]!,
    house: i % 3 ? 'Blue' : '',
    address: `${i} Bench Road`,
    fee_discount: i % 5 ? '' : '250.50',
    parent_name: `Parent ${i}`,
    // A third reuse an existing parent; the rest come in sibling pairs sharing a new phone.
    parent_phone: i % 3 === 0 ? phone(i % EXISTING_PARENTS) : phone(100_000 + Math.floor(i / 2)),
    parent_email: '',
  }));

  const env = readEnv({ LOG_REQUESTS: '0', NODE_ENV: 'production' });
  const app = createApp({ database, env, jwtSecret: 'bench-secret-bench-secret-bench-secret-0123' });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const { token } = (await login.json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };
    const body = JSON.stringify({ rows });
    console.log(`rows: ${ROWS} (${(body.length / 1024).toFixed(0)} KB of JSON)`);
    const timed = async (label: string, path: string) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, { method: 'POST', headers, body });
      const json = (await res.json()) as Record<string, unknown>;
      const ms = performance.now() - t0;
      const summary = { ...json, issues: Array.isArray(json.issues) ? json.issues.length : json.issues };
      console.log(`${label.padEnd(22)} ${res.status} ${ms.toFixed(0).padStart(6)} ms  ${JSON.stringify(summary)}`);
      if (res.status !== 200) failed = true;
      return { ms, json };
    };
    const preview = await timed('preview', '/api/students/import/preview');
    const imported = await timed('import', '/api/students/import');
    const again = await timed('import again (no-op)', '/api/students/import');
    if (imported.json.created !== ROWS || again.json.created !== 0) failed = true;
    const total = preview.ms + imported.ms;
    const verdict = total < BUDGET_MS ? 'within budget' : 'OVER BUDGET';
    console.log(`\npreview + import: ${(total / 1000).toFixed(2)} s of ${BUDGET_MS / 1000} s: ${verdict}`);
    if (total >= BUDGET_MS) failed = true;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
} finally {
  await database.close();
  await target.drop();
}
process.exit(failed ? 1 : 0);
