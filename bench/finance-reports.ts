/**
 * Budgets (issue 11), on PostgreSQL:
 * - the balance sheet and the income statement over 1,000,000 posting lines each answer in
 *   under 300 ms, and within 1.5× of a raw `GROUP BY account_id` over the same lines, same run;
 * - the student summary of 1,500 students answers in under 200 ms: judged for this month (as
 *   the page opens) and for the school year so far; over all 23 months it is shown, not judged.
 *
 *   npx tsx bench/finance-reports.ts        (npm run bench:reports)
 *
 * Writes two schools into a throwaway PostgreSQL database (bench/throwaway-db.ts) with
 * generate_series: "Bench A", 1,500 students billed monthly for 23 months and paying 20 of them,
 * plus 467,000 other entries (checks, transfers, adjustments) spread over those months: about
 * 1,063,000 lines; "Bench B", a tenth of that, so every query has to pick its school's lines.
 * Then it calls the report services (server/domains/finance/reports) directly as A's Admin:
 * a warm-up, then BENCH_ROUNDS (15) rounds, each running every report once in turn after the
 * raw GROUP BY, so a busy moment of this shared machine falls on all of them alike. Medians
 * are judged; the load average is printed with them. Exits 1 when a median is over budget, a
 * ratio is above 1.5, A has fewer than 1,000,000 lines or the sheet does not balance. The
 * database is dropped at the end.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../server/db/client';
import { loadSession } from '../server/lib/session';
import { accountSummary } from '../server/domains/finance/reports/account-summary';
import { classSummary } from '../server/domains/finance/reports/class-summary';
import { financeOverview } from '../server/domains/finance/reports/overview';
import { balanceSheet, incomeStatement } from '../server/domains/finance/reports/statements';
import { studentSummary } from '../server/domains/finance/reports/student-summary';
import { createSchool, currentAcademicYear } from '../server/domains/school/profile/schools.service';
import { throwawayDatabase } from './throwaway-db';

const STATEMENT_BUDGET_MS = 300;
const RATIO_BUDGET = 1.5;
const SUMMARY_BUDGET_MS = 200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const MONTHS = 23;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const today = new Date();
const start = iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (MONTHS - 1), 1)));
const thisMonth = `${iso(today).slice(0, 7)}-01`;
const spanDays = Math.round((Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - Date.parse(start)) / 86_400_000);
const load = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`;

/**
 * One school's ledger, every date between `start` and today. Balanced pairs by construction:
 * the ledger's per-row balance triggers are off for the load (session_replication_role), or
 * they would queue a million checks; the balance sheet's `balanced` checks the result instead.
 */
async function writeSchool(db: Db, name: string, admin: string, students: number, otherEntries: number) {
  const school = await createSchool(db, { name, adminUsername: admin, adminPassword: 'Bench-passw0rd' });
  const id = school.schoolId;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into classes (school_id, name, sort_order, monthly_fee) select ${id}, 'Grade ' || g, g, 5000 + g * 500 from generate_series(1, 12) g`);
    await tx.execute(sql`insert into sections (school_id, academic_year_id, class_id, name, capacity) select ${id}, ${school.academicYearId}, id, 'A', 200 from classes where school_id = ${id}`);
    await tx.execute(sql`insert into parents (school_id, fullname, phone) select ${id}, 'Parent ' || g, '+2547' || lpad(g::text, 8, '0') from generate_series(1, ${students}) g`);
    await tx.execute(sql`insert into students (school_id, admission_no, first_name, last_name, gender, date_of_birth, admission_date, parent_id, status)
      select ${id}, 'ADM' || p.id, 'Kid', 'No ' || p.id, 'Male', '2015-01-01', '2020-01-01', p.id, case when p.id % 50 = 0 then 'Inactive' else 'Active' end
      from parents p where p.school_id = ${id}`);
    await tx.execute(sql`insert into enrolments (school_id, student_id, academic_year_id, class_id, section_id, enrolled_on)
      select ${id}, s.id, ${school.academicYearId}, sec.class_id, sec.id, ${start} from students s
      join sections sec on sec.school_id = s.school_id and sec.class_id = (select c.id from classes c where c.school_id = s.school_id order by c.sort_order offset (s.id % 12) limit 1)
      where s.school_id = ${id}`);
    // Tuition on the 1st of every month, a payment on the 10th of the first 20 (the key names the student).
    await tx.execute(sql`insert into journal_entries (school_id, entry_date, kind, idempotency_key, request_hash, memo, reference)
      select ${id}, (${start}::date + make_interval(months => m))::date, 'fee', 'fee:' || s.id || ':' || m, 'x', 'Tuition', 'tuition:' || m
      from students s cross join generate_series(0, ${MONTHS - 1}) m where s.school_id = ${id}`);
    await tx.execute(sql`insert into journal_entries (school_id, entry_date, kind, idempotency_key, request_hash, memo)
      select ${id}, (${start}::date + make_interval(months => m))::date + 9, 'payment', 'pay:' || s.id || ':' || m, 'x', 'Receipt'
      from students s cross join generate_series(0, ${MONTHS - 4}) m where s.school_id = ${id}`);
    await tx.execute(sql`
      with acct as (select code, id from accounts where school_id = ${id})
      insert into journal_lines (school_id, entry_id, entry_date, line_no, account_id, debit, credit, student_id)
      select e.school_id, e.id, e.entry_date, n,
        (select id from acct where code = case when e.kind = 'fee' then (case when n = 1 then '1100' else '4000' end) else (case when n = 1 then '1000' else '1100' end) end),
        case when n = 1 then 6000 + (e.id % 7) * 1000 else 0 end, case when n = 2 then 6000 + (e.id % 7) * 1000 else 0 end,
        case when e.kind = 'fee' or n = 2 then split_part(e.idempotency_key, ':', 2)::bigint end
      from journal_entries e cross join (values (1), (2)) v(n) where e.school_id = ${id}`);
    // Everything else: seven kinds of pair over the chart, any day of the span; income and
    // capital weigh more, so cash and bank end up positive as a school's would.
    await tx.execute(sql`insert into journal_entries (school_id, entry_date, kind, idempotency_key, request_hash, memo)
      select ${id}, ${start}::date + (g::bigint * 7919 % ${spanDays + 1})::int, case g % 3 when 0 then 'check' when 1 then 'transfer' else 'adjustment' end, 'bulk:' || g, 'x', 'Bulk ' || g
      from generate_series(1, ${otherEntries}) g`);
    await tx.execute(sql`
      with pairs(i, dr, cr, x) as (values (0, '1000', '4900', 4), (1, '5100', '1010', 1), (2, '1010', '1000', 1), (3, '5300', '1000', 1), (4, '5000', '1010', 1), (5, '1010', '3000', 4), (6, '5400', '2100', 1)),
      acct as (select code, id from accounts where school_id = ${id})
      insert into journal_lines (school_id, entry_id, entry_date, line_no, account_id, debit, credit)
      select e.school_id, e.id, e.entry_date, n, (select id from acct where code = case when n = 1 then p.dr else p.cr end),
        case when n = 1 then p.x * (100 + e.id * 7919 % 100000) else 0 end, case when n = 2 then p.x * (100 + e.id * 7919 % 100000) else 0 end
      from journal_entries e join pairs p on p.i = e.id % 7 cross join (values (1), (2)) v(n)
      where e.school_id = ${id} and e.kind in ('check', 'transfer', 'adjustment')`);
  });
  return school;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const target = throwawayDatabase('sd_bench_reports');
let failed = false;
console.log(`database: ${target.name} on ${target.host}`);
await target.create();
const database = await openDatabase({ url: target.url });
try {
  const db = database.db;
  await database.migrate();
  const began = performance.now();
  const school = await writeSchool(db, 'Bench A', 'bench_a', 1_500, 467_000);
  await writeSchool(db, 'Bench B', 'bench_b', 300, 50_000);
  await db.execute(sql`vacuum analyze`);
  const [count] = await queryRows<{ lines: number; a: number }>(db, sql`select count(*)::int as lines, count(*) filter (where school_id = ${school.schoolId})::int as a from journal_lines`);
  console.log(`written in ${((performance.now() - began) / 1000).toFixed(1)} s: ${count!.lines.toLocaleString('en')} lines, ${count!.a.toLocaleString('en')} of them Bench A's, ${start} to ${iso(today)}`);
  if (count!.a < 1_000_000) failed = true;

  const user = (await loadSession(db, school.adminId))!;
  const all = { from: start, to: iso(today) };
  const month = { from: thisMonth, to: iso(today) };
  const schoolYear = { from: currentAcademicYear(today).startDate, to: iso(today) };
  const rawGroupBy = () => db.execute(sql`select account_id, sum(debit), sum(credit) from journal_lines where school_id = ${user.schoolId} group by account_id`);
  // The statements over every line. The student summary as the page opens (this month) and for
  // the school year so far, which a bursar asks for; over all 23 months it is shown, not judged.
  const reports: [string, () => Promise<unknown>, budget?: number][] = [
    ['raw GROUP BY account_id (all lines)', rawGroupBy],
    ['balance sheet (on today: all lines)', () => balanceSheet(db, user, {}), STATEMENT_BUDGET_MS],
    ['income statement (whole span: all lines)', () => incomeStatement(db, user, all), STATEMENT_BUDGET_MS],
    ['student summary (this month)', () => studentSummary(db, user, {}), SUMMARY_BUDGET_MS],
    ['student summary (school year so far)', () => studentSummary(db, user, schoolYear), SUMMARY_BUDGET_MS],
    ['student summary (whole span)', () => studentSummary(db, user, all)],
    ['income statement (this month)', () => incomeStatement(db, user, month)],
    ['account summary (this month)', () => accountSummary(db, user, month)],
    ['class summary (this month)', () => classSummary(db, user, month)],
    ['bursar overview', () => financeOverview(db, user)],
  ];
  const times = reports.map(() => [] as number[]);
  for (const [, run] of reports) await run();
  const loadBefore = load();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [, run]] of reports.entries()) {
      const t = performance.now();
      await run();
      times[i]!.push(performance.now() - t);
    }
  }
  const medians = times.map(median);
  const raw = medians[0]!;

  console.log(`\n${ROUNDS} rounds after a warm-up; before: ${loadBefore}; after: ${load()}\n`);
  console.log('| report | median (ms) | min (ms) | max (ms) | × raw | budget |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const [i, [label, , budget]] of reports.entries()) {
    const sorted = [...times[i]!].sort((a, b) => a - b);
    const ratio = medians[i]! / raw;
    const over = budget !== undefined && (medians[i]! >= budget || (budget === STATEMENT_BUDGET_MS && ratio > RATIO_BUDGET));
    if (over) failed = true;
    const verdict = budget === undefined ? '' : `< ${budget} ms${budget === STATEMENT_BUDGET_MS ? `, ≤ ${RATIO_BUDGET}×` : ''}${over ? ' **OVER**' : ''}`;
    console.log(`| ${label} | ${medians[i]!.toFixed(1)} | ${sorted[0]!.toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} | ${ratio.toFixed(2)} | ${verdict} |`);
  }

  const sheet = await balanceSheet(db, user, {});
  const summary = await studentSummary(db, user, {});
  console.log(`\nbalance sheet balanced: ${sheet.balanced} (assets ${sheet.total_assets}, liabilities ${sheet.total_liabilities}, equity ${sheet.total_equity})`);
  console.log(`student summary rows: ${summary.rows.length}`);
  if (!sheet.balanced) failed = true;
  console.log(failed ? 'OVER BUDGET' : 'within budget');
} finally {
  await database.close();
  await target.drop();
}
process.exit(failed ? 1 : 0);
