import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { readEnv } from '../../../env';
import { codeIds } from '../../../test/attendance-data';
import { apiClient } from '../../../test/client';
import { seedUser } from '../../../test/fixtures';
import { TEST_SECRET } from '../../../test/harness';
import { twoSchools } from '../../../test/schools';
import { buildLedger, newKey, range, type Ledger } from './reports.fixtures';

/**
 * ADR 034: the dashboard and the reports answer from a short per-school cache. After every kind
 * of write they must say what a second app on the same database, with no cache, says.
 */
const t = twoSchools();
let L: Ledger;
let live: ReturnType<typeof apiClient>;
let teacher: string;
let register: string;
const today = new Date().toISOString().slice(0, 10);
const YEAR = range('2026-09-01', '2026-12-31');

const reports = () => [
  '/api/dash',
  '/api/finance/reports/overview',
  '/api/finance/accounts?page=1&limit=100',
  `/api/finance/reports/students?${YEAR}`,
  `/api/finance/reports/classes?${YEAR}`,
  `/api/finance/reports/accounts?${YEAR}`,
  `/api/finance/reports/accounts/${L.accounts['1000']}?${YEAR}`,
  `/api/finance/reports/students/${L.kids.Amina}?${YEAR}`,
  `/api/finance/reports/income-statement?${YEAR}`,
  '/api/finance/reports/balance-sheet?on=2026-12-31',
  '/api/attendance/absent?lastDay=91&times=1',
  `/api/attendance/view?section_id=${L.sections.g4a}&start=${today}&end=${today}`,
  '/api/bus/report?month=2026-11',
  '/api/employees/payroll?from=2026-09&to=2026-12',
  '/api/employees/loan-report',
];

/** Every report, as the Admin and as a Grade 5 teacher, from the cached app and the live one. */
async function readAll() {
  const seen: Record<string, unknown> = {};
  for (const url of reports()) {
    for (const [who, token] of [['admin', t.adminA], ['teacher', teacher]] as const) {
      const [cached, fresh] = [await t.api.get(url, { token }), await live.get(url, { token })];
      expect(cached.status, `${who} ${url}`).toBe(fresh.status);
      expect(cached.body, `${who} ${url}`).toEqual(fresh.body);
      seen[`${who} ${url}`] = cached.body;
    }
  }
  return seen;
}

beforeAll(async () => {
  L = await buildLedger(t);
  const env = readEnv({ NODE_ENV: 'test', LOG_REQUESTS: '0', TRUST_PROXY: '1', REPORT_CACHE: '0' });
  live = apiClient({ ...t.ctx, app: createApp({ database: t.ctx.database, env, jwtSecret: TEST_SECRET, reportReads: t.ctx.reportReads }) });
  const reader = await seedUser(t.ctx, t.schoolA.schoolId, ['fee-student-report', 'fee-student-transaction', 'class-summary', 'view-attendance', 'report-absent-attendance'], { classIds: [L.grades.g5] });
  teacher = await t.api.login(reader.username, reader.password);
  await t.ctx.database.db.execute(sql`update attendance_settings set school_days = '{1,2,3,4,5,6,7}' where school_id = ${t.schoolA.schoolId}`);
  register = `/api/attendance/sheets/${L.sections.g4a}/${today}`;
  await readAll();
});

const post = (path: string, body: object, token = t.adminA) => t.api.post(path, { token, headers: { 'Idempotency-Key': newKey() }, body });

describe('cached reports after every kind of write (ADR 034)', () => {
  it('a payment, its reversal, a fee run and a transfer between accounts show at once', async () => {
    let before = await readAll();
    const paid = await post('/api/finance/payments', { student_id: L.kids.Amina, amount: 2_500, date: '2026-11-20', method: 'Cash' });
    expect(paid.status).toBe(201);
    let after = await readAll();
    expect(after).not.toEqual(before);

    before = after;
    expect((await post(`/api/finance/entries/${paid.body.entry_id}/reverse`, { date: '2026-11-21', reason: 'Entered twice' })).status).toBe(201);
    after = await readAll();
    expect(after).not.toEqual(before);

    before = after;
    expect((await post('/api/finance/fees/generate', { month: '2026-12', class_ids: [L.grades.g4, L.grades.g5] })).status).toBe(201);
    after = await readAll();
    expect(after).not.toEqual(before);

    before = after;
    expect((await post('/api/account/tran', { from_account_id: L.accounts['1000'], to_account_id: L.accounts['1010'], amount: 1_000, date: '2026-11-22' })).status).toBe(201);
    after = await readAll();
    expect(after).not.toEqual(before);
  });

  it("a register taken and changed shows on the dashboard and the attendance reports in each reader's scope", async () => {
    const code = await codeIds(t.ctx, t.schoolA.schoolId);
    const before = await readAll();
    const taken = await t.api.put(register, { token: t.adminA, body: { base_version: 0, marks: [{ student_id: L.kids.Amina, code_id: code.A }] } });
    expect(taken.status).toBe(200);
    const after = await readAll();
    expect(after).not.toEqual(before);
    const changed = await t.api.put(register, { token: t.adminA, body: { base_version: taken.body.sheet.sheet.version, marks: [{ student_id: L.kids.Amina, code_id: code.P }] } });
    expect(changed.status).toBe(200);
    expect(await readAll()).not.toEqual(after);
  });

  it('a change to the people behind the figures (a student renamed) shows at once', async () => {
    const before = await readAll();
    const student = (await t.api.get(`/api/students/${L.kids.Chloe}`, { token: t.adminA })).body;
    const keys = ['admission_no', 'first_name', 'middle_name', 'last_name', 'gender', 'date_of_birth', 'photo', 'address', 'house', 'admission_date', 'fee_discount', 'parent_id', 'version'];
    const body = { ...Object.fromEntries(keys.map((k) => [k, student[k]])), first_name: 'Chloé' };
    const renamed = await t.api.put(`/api/students/${L.kids.Chloe}`, { token: t.adminA, body });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await readAll()).not.toEqual(before);
  });

  it('a refused write and another school’s writes leave every answer equal to the live one', async () => {
    const before = await readAll();
    expect((await post('/api/finance/payments', { student_id: L.kids.Amina, amount: -5, date: '2026-11-20', method: 'Cash' })).status).toBe(400);
    expect((await post('/api/finance/payments', { student_id: L.otherStudent, amount: 700, date: '2026-11-20', method: 'Cash' }, t.adminB)).status).toBe(201);
    expect(await readAll()).toEqual(before);
  });
});
