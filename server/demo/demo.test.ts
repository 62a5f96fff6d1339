import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, weekdayOf, type BalanceSheet, type IncomeStatement } from '@contract';
import { writeBackup } from '../backup/backup';
import { restoreBackup } from '../backup/restore';
import { readRows } from '../db/client';
import { int8 } from '../db/row-fields';
import { schools } from '../db/schema';
import { apiClient } from '../test/client';
import { createTestContext, type TestContext } from '../test/harness';
import { DEMO_CURRENCY, DEMO_TIME_ZONE, schoolToday } from './areas/calendar';
import { TEACHER_CLASSES } from './areas/classes';
import { emptyOtherDatabase, journalDigests, tableCounts } from './backup-check';
import { seedDemo } from './seed';
import { demoFamilies } from './areas/families';
import { DEMO_PARENTS, DEMO_SCHOOL_NAME, DEMO_USERS } from './users';

/**
 * Issue 31: a demo a bursar would believe. The demo school is seeded once, through the same
 * code `npm run demo` runs, and read back through the API as its users would: money in one
 * currency and in proportion, cash and bank never below zero, nothing dated after the seed's
 * today, and every demo user reaching the pages of their role.
 */
let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let schoolId: number;
let today: string;
let firstDay: string;
const tokens: Record<string, string> = {};
/** Each demo user's session as sign-in returns it. */
const sessions: Record<string, { bus_account_id: number | null; employee_id: number | null }> = {};
const minor = (amount: number) => (amount / 100).toLocaleString('en-KE', { minimumFractionDigits: 2 });

/** A query's rows on the demo's database. */
const rows = <T extends v.ObjectEntries>(entries: T, query: ReturnType<typeof sql>) => readRows(ctx.database.db, v.object(entries), query);

beforeAll(async () => {
  ctx = await createTestContext();
  api = apiClient(ctx);
  await seedDemo(ctx.database.db, (line) => console.log(line));
  today = schoolToday();
  firstDay = `${addMonths(today.slice(0, 7), -11)}-01`;
  const [school] = await ctx.database.db.select({ id: schools.id }).from(schools).where(eq(schools.name, DEMO_SCHOOL_NAME));
  schoolId = school!.id;
  for (const u of DEMO_USERS) {
    const res = await api.post('/api/auth/login', { body: { username: u.username, password: u.password } });
    expect(res.status, u.username).toBe(200);
    tokens[u.username] = res.body.token;
    sessions[u.username] = res.body.user;
  }
}, 600_000);
afterAll(async () => {
  await ctx?.close();
});

describe('the demo school’s money', () => {
  it('is in Kenyan shillings, the currency of its +254 phones, and the bursar has a cash account', async () => {
    const profile = (await api.get('/api/settings/school', { token: tokens.admin })).body;
    expect(profile.currency).toBe(DEMO_CURRENCY);
    expect(profile.time_zone).toBe(DEMO_TIME_ZONE);
    const parents = await rows({ phone: v.string() }, sql`select phone from parents where school_id = ${schoolId} limit 20`);
    expect(parents.every((p) => p.phone.startsWith('+254'))).toBe(true);
    for (const u of DEMO_USERS) expect(sessions[u.username]!.bus_account_id, u.username).toEqual(expect.any(Number));
  });

  it('never has cash or the bank below zero on any day of the year', async () => {
    const moves = await rows(
      { code: v.string(), day: v.string(), net: int8 },
      sql`select a.code, to_char(l.entry_date, 'YYYY-MM-DD') as day, sum(l.debit - l.credit) as net
        from journal_lines l join accounts a on a.id = l.account_id
        where l.school_id = ${schoolId} and a.is_cash group by a.code, l.entry_date order by a.code, l.entry_date`,
    );
    const lowest = new Map<string, { balance: number; day: string }>();
    const balance = new Map<string, number>();
    for (const m of moves) {
      const now = (balance.get(m.code) ?? 0) + Number(m.net);
      balance.set(m.code, now);
      if (now < (lowest.get(m.code)?.balance ?? Infinity)) lowest.set(m.code, { balance: now, day: m.day });
    }
    console.log(`lowest balances: ${[...lowest].map(([code, l]) => `${code} KES ${minor(l.balance)} on ${l.day}`).join(', ')}`);
    expect([...lowest.keys()].sort()).toEqual(['1000', '1010']);
    for (const [code, l] of lowest) expect(l.balance, `account ${code} on ${l.day}`).toBeGreaterThanOrEqual(0);
  });

  it("covers the year's payroll and running costs from its fees, with a modest surplus, in real proportions", async () => {
    const income = (await api.get(`/api/finance/reports/income-statement?from=${firstDay}&to=${today}`, { token: tokens.bursar })).body as IncomeStatement;
    const of = (code: string, lines: IncomeStatement['income']) => lines.find((l) => l.code === code)?.amount ?? 0;
    const fees = of('4000', income.income) + of('4100', income.income);
    const payroll = of('5000', income.expenses);
    const running = income.total_expenses - payroll;
    const sheet = (await api.get(`/api/finance/reports/balance-sheet?on=${today}`, { token: tokens.bursar })).body as BalanceSheet;
    // What payroll withheld is paid over each month: at most the latest month's is still owed.
    expect(sheet.liabilities.find((l) => l.code === '2200')?.amount ?? 0).toBeLessThan(300_000_00);
    const gross = await rows(
      { month: v.string(), gross: int8, people: int8 },
      sql`select to_char(r.month, 'YYYY-MM') as month, sum(p.gross) as gross, count(*) as people from payroll_runs r join payslips p on p.run_id = r.id
        where r.school_id = ${schoolId} and r.status = 'Paid' group by r.month order by r.month`,
    );
    const billed = await rows(
      { month: v.string(), amount: int8 },
      sql`select to_char(l.entry_date, 'YYYY-MM') as month, sum(l.credit) as amount from journal_lines l join accounts a on a.id = l.account_id
        where l.school_id = ${schoolId} and a.code = '4000' group by 1 order by 1`,
    );
    const slips = await rows(
      { type: v.string(), low: int8, high: int8 },
      sql`select e.type, min(p.gross) as low, max(p.gross) as high from payslips p join employees e on e.id = p.employee_id
        where p.school_id = ${schoolId} group by e.type`,
    );
    console.log(
      `monthly payroll gross KES ${minor(Number(gross.at(-1)!.gross))} for ${gross.at(-1)!.people} staff (${gross.length} runs paid); ` +
        `tuition billed KES ${minor(Number(billed.at(-2)!.amount))} in ${billed.at(-2)!.month}; year: fees KES ${minor(fees)}, payroll KES ${minor(payroll)}, ` +
        `running costs KES ${minor(running)}, surplus KES ${minor(income.net)}`,
    );
    expect(gross.length).toBe(11);
    const teacher = slips.find((s) => s.type === 'teacher')!;
    expect(Number(teacher.low)).toBeGreaterThanOrEqual(30_000_00);
    expect(Number(teacher.high)).toBeLessThanOrEqual(90_000_00);
    // A month's payroll for 60 staff is a few million shillings, not billions.
    expect(Number(gross.at(-1)!.gross)).toBeGreaterThan(1_500_000_00);
    expect(Number(gross.at(-1)!.gross)).toBeLessThan(4_000_000_00);
    expect(running).toBeGreaterThan(0);
    expect(fees).toBeGreaterThan(payroll + running);
    expect(income.net).toBe(fees + of('4900', income.income) - income.total_expenses);
    // Modest: a surplus, but less than a quarter of the fees.
    expect(income.net).toBeGreaterThan(0);
    expect(income.net).toBeLessThan(fees * 0.25);
  });

  it('reports balance sheet and income statement totals equal to a direct sum of the ledger lines', async () => {
    const sheet = (await api.get(`/api/finance/reports/balance-sheet?on=${today}`, { token: tokens.bursar })).body as BalanceSheet;
    const income = (await api.get(`/api/finance/reports/income-statement?from=${firstDay}&to=${today}`, { token: tokens.bursar })).body as IncomeStatement;
    const direct = await rows(
      { code: v.string(), type: v.string(), debit: int8, credit: int8 },
      sql`select a.code, a.type, coalesce(sum(l.debit), 0) as debit, coalesce(sum(l.credit), 0) as credit
        from accounts a join journal_lines l on l.account_id = a.id
        where a.school_id = ${schoolId} and l.entry_date <= ${today} group by a.code, a.type`,
    );
    const normal = (r: (typeof direct)[number]) => (['asset', 'expense'].includes(r.type) ? Number(r.debit) - Number(r.credit) : Number(r.credit) - Number(r.debit));
    const sum = (type: string) => direct.filter((r) => r.type === type).reduce((s, r) => s + normal(r), 0);
    expect(sheet.balanced).toBe(true);
    expect(sheet.total_assets).toBe(sum('asset'));
    expect(sheet.total_liabilities).toBe(sum('liability'));
    expect(sheet.current_earnings).toBe(sum('income') - sum('expense'));
    expect(sheet.total_equity).toBe(sum('equity') + sum('income') - sum('expense'));
    expect(income.total_income).toBe(sum('income'));
    expect(income.total_expenses).toBe(sum('expense'));
    const ours = new Map([...sheet.assets, ...sheet.liabilities, ...sheet.equity, ...income.income, ...income.expenses].map((a) => [a.code, a.amount]));
    for (const r of direct) expect(ours.get(r.code) ?? 0, r.code).toBe(normal(r));
    console.log(`balance sheet on ${today}: cash KES ${minor(ours.get('1000') ?? 0)}, bank KES ${minor(ours.get('1010') ?? 0)}, earnings KES ${minor(sheet.current_earnings)}`);
  });

  it('exports a journal whose hledger balances agree (when hledger is installed)', async () => {
    let hledgerFound = true;
    try {
      execFileSync('hledger', ['--version'], { stdio: 'ignore' });
    } catch {
      hledgerFound = false;
    }
    if (!hledgerFound) return;
    const res = await api.get('/api/finance/journal.hledger', { token: tokens.bursar });
    expect(res.status).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'schooldesk-demo-'));
    try {
      const file = path.join(dir, 'demo.journal');
      writeFileSync(file, res.body as string);
      const hledger = (...args: string[]) => execFileSync('hledger', ['-f', file, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      expect(() => hledger('check', '-s')).not.toThrow();
      const theirs = new Map<string, number>();
      for (const report of ['bse', 'is']) {
        for (const row of hledger(report, '--flat', '-N', '-O', 'csv').trim().split('\n')) {
          const [name, amount] = row.split('","').map((cell) => cell.replace(/"/g, ''));
          const match = /^(\d{4}) /.exec(name ?? '');
          if (match && amount) theirs.set(match[1]!, Math.round(Number(amount.replace(/[^\d.-]/g, '')) * 100));
        }
      }
      const sheet = (await api.get(`/api/finance/reports/balance-sheet?on=${today}`, { token: tokens.bursar })).body as BalanceSheet;
      const income = (await api.get(`/api/finance/reports/income-statement?from=${firstDay}&to=${today}`, { token: tokens.bursar })).body as IncomeStatement;
      const ours = new Map([...sheet.assets, ...sheet.liabilities, ...sheet.equity, ...income.income, ...income.expenses].map((a) => [a.code, a.amount]));
      expect(Object.fromEntries([...ours].filter(([, amount]) => amount !== 0))).toEqual(Object.fromEntries([...theirs].filter(([, amount]) => amount !== 0)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('the demo calendar', () => {
  it('dates nothing after today: ledger entries, receipts, payroll runs, registers, papers, marks', async () => {
    const now = Date.now() + 1_000;
    const [dates] = await rows(
      { entries: v.nullable(v.string()), receipts: v.nullable(v.string()), sheets: v.nullable(v.string()), papers: v.nullable(v.string()), checks: v.nullable(v.string()) },
      sql`select (select to_char(max(entry_date), 'YYYY-MM-DD') from journal_entries where school_id = ${schoolId}) as entries,
        (select to_char(max(entry_date), 'YYYY-MM-DD') from receipts where school_id = ${schoolId}) as receipts,
        (select to_char(max(date), 'YYYY-MM-DD') from attendance_sheets where school_id = ${schoolId}) as sheets,
        (select to_char(max(date), 'YYYY-MM-DD') from exam_subjects where school_id = ${schoolId}) as papers,
        (select to_char(max(cleared_on), 'YYYY-MM-DD') from checks where school_id = ${schoolId}) as checks`,
    );
    for (const [what, day] of Object.entries(dates!)) expect(day! <= today, `${what}: ${day} after ${today}`).toBe(true);
    const [times] = await rows(
      { marks: v.string(), sheets: v.string(), registers: v.string(), overrides: v.string(), runs: v.string() },
      sql`select (select max(entered_at)::text from exam_results where school_id = ${schoolId}) as marks,
        (select max(updated_at)::text from exam_mark_sheets where school_id = ${schoolId}) as sheets,
        (select max(greatest(taken_at, updated_at))::text from attendance_sheets where school_id = ${schoolId}) as registers,
        (select coalesce(max(override_at), now() - interval '1 day')::text from attendance_marks where school_id = ${schoolId}) as overrides,
        (select max(generated_at)::text from payroll_runs where school_id = ${schoolId}) as runs`,
    );
    for (const [what, at] of Object.entries(times!)) expect(new Date(at).getTime(), `${what} at ${at}`).toBeLessThanOrEqual(now);
  });

  it("generates each past month's payroll run in its own month, as the payroll page lists them", async () => {
    const runs = (await api.get('/api/monthly_payroll?limit=100', { token: tokens.bursar })).body.data as { month: string; generated_at: string; status: string }[];
    expect(runs.length).toBe(12);
    for (const run of runs) {
      const month = run.month.slice(0, 7);
      const generated = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_TIME_ZONE }).format(new Date(run.generated_at));
      expect(new Date(run.generated_at).getTime()).toBeLessThanOrEqual(Date.now());
      expect(generated.slice(0, 7), `${month} generated ${generated}`).toBe(month);
      if (month < today.slice(0, 7)) expect(run.status).toBe('Paid');
    }
  });

  it('keeps registers and exam papers to school days, and papers before today', async () => {
    const holidays = await rows({ start: v.string(), end: v.string() }, sql`select start_date::text as start, end_date::text as end from holidays where school_id = ${schoolId}`);
    const schoolDay = (day: string) => weekdayOf(day) <= 5 && !holidays.some((h) => day >= h.start && day <= h.end);
    const registers = await rows({ day: v.string() }, sql`select distinct date::text as day from attendance_sheets where school_id = ${schoolId}`);
    expect(registers.length).toBeGreaterThan(80);
    expect(registers.filter((r) => !schoolDay(r.day))).toEqual([]);
    const papers = await rows(
      { day: v.string(), start: v.string(), end: v.string() },
      sql`select distinct es.date::text as day, ex.start_date::text as start, ex.end_date::text as end from exam_subjects es join exams ex on ex.id = es.exam_id where es.school_id = ${schoolId}`,
    );
    expect(papers.length).toBeGreaterThan(0);
    for (const p of papers) {
      expect(schoolDay(p.day), `a paper on ${p.day}`).toBe(true);
      expect(p.day < today, `a paper on ${p.day}, today ${today}`).toBe(true);
      expect(p.day >= p.start && p.day <= p.end).toBe(true);
    }
  });

  it('names each exam for its type, and no student twice', async () => {
    const exams = await rows({ name: v.string(), type: v.string() }, sql`select ex.name, t.name as type from exams ex join exam_types t on t.id = ex.exam_type_id where ex.school_id = ${schoolId}`);
    expect(exams.length).toBe(2);
    for (const e of exams) expect(e.name.toLowerCase(), e.type).toContain(e.type.toLowerCase());
    const [doubled] = await rows({ n: int8 }, sql`select count(*) as n from students where school_id = ${schoolId} and lower(first_name) = lower(middle_name)`);
    expect(Number(doubled!.n)).toBe(0);
    const [middle] = await rows({ n: int8 }, sql`select count(*) as n from students where school_id = ${schoolId} and middle_name is not null`);
    expect(Number(middle!.n)).toBeGreaterThan(100);
  });
});

describe('the demo users', () => {
  /** The GETs each role's main pages make. */
  const pages = (section: number, student: number, employee: number | null, register: string): Record<string, string[]> => ({
    admin: ['/api/dash', '/api/students', `/api/students/${student}`, '/api/finance/accounts', '/api/monthly_payroll', `/api/timetable/week?section_id=${section}`, '/api/settings/roles', '/api/user'],
    bursar: [
      '/api/dash',
      '/api/finance/accounts',
      `/api/finance/reports/balance-sheet?on=${today}`,
      `/api/finance/reports/income-statement?from=${firstDay}&to=${today}`,
      '/api/finance/receipts',
      '/api/finance/checks',
      '/api/monthly_payroll',
      '/api/employees',
      '/api/employees/advances',
      '/api/employees/loans',
      '/api/bus',
      '/api/bus/zones',
      '/api/bus/students',
    ],
    secretary: [
      '/api/dash',
      `/api/timetable/cover?date=${register}`,
      '/api/students',
      `/api/students/${student}`,
      '/api/students/next-admission-no',
      '/api/parents',
      '/api/class',
      '/api/sections',
      '/api/classrooms',
      '/api/subjects',
      '/api/timetable/periods',
      `/api/timetable/week?section_id=${section}`,
      '/api/attendance/config',
      '/api/attendance/registers',
      `/api/attendance/registers?date=${register}`,
      `/api/attendance/sheets/${section}/${register}`,
      '/api/employees',
    ],
    head: [
      '/api/dash',
      '/api/employees/leave/requests?status=Requested',
      '/api/employees/leave/balances',
      '/api/employees/leave/report',
      `/api/timetable/cover?date=${register}`,
      '/api/employees',
      `/api/timetable/week?section_id=${section}`,
      '/api/attendance/registers',
    ],
    teacher: ['/api/employees/leave/requests?mine=1', ...(employee ? [`/api/employees/leave/balances?employee_id=${employee}`] : []), '/api/dash', '/api/students', `/api/students/${student}`, '/api/class', '/api/sections', '/api/timetable/periods', `/api/timetable/week?section_id=${section}`, '/api/exams', '/api/attendance/registers', `/api/attendance/sheets/${section}/${register}`, ...(employee ? [`/api/timetable/week?teacher_id=${employee}`] : [])],
  });

  it('signs each one in and answers every page of their role', async () => {
    const [own] = await rows(
      { section: v.number(), student: v.number() },
      sql`select s.id::int as section, e.student_id::int as student from sections s join classes c on c.id = s.class_id
        join enrolments e on e.section_id = s.id join academic_years y on y.id = s.academic_year_id and y.active
        where s.school_id = ${schoolId} and c.name = ${TEACHER_CLASSES.teacher![0]!} order by s.id, e.student_id limit 1`,
    );
    const me = sessions.teacher!;
    const failed: string[] = [];
    const [last] = await rows({ day: v.string() }, sql`select max(date)::text as day from attendance_sheets where section_id = ${own!.section}`);
    for (const [username, paths] of Object.entries(pages(own!.section, own!.student, me.employee_id, last!.day))) {
      for (const p of paths) {
        const res = await api.get(p, { token: tokens[username] });
        if (res.status !== 200) failed.push(`${username} GET ${p}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it("gives the secretary the student list and the timetable, and the teacher's week only their own classes", async () => {
    const students = await api.get('/api/students', { token: tokens.secretary });
    expect(students.status).toBe(200);
    expect(students.body.total ?? students.body.data?.length).toBeGreaterThan(1_000);
    const me = sessions.teacher!;
    expect(me.employee_id).toEqual(expect.any(Number));
    const week = await api.get(`/api/timetable/week?teacher_id=${me.employee_id}`, { token: tokens.teacher });
    expect(week.status).toBe(200);
    const classes = new Set((week.body.entries as { class_name: string }[]).map((e) => e.class_name));
    expect(week.body.entries.length).toBeGreaterThan(20);
    expect([...classes].sort()).toEqual([...TEACHER_CLASSES.teacher!].sort());
    // Their staff record teaches nothing outside those classes in any table.
    const [outside] = await rows(
      { n: int8 },
      sql`select count(*) as n from section_subjects ss join sections s on s.id = ss.section_id join classes c on c.id = s.class_id
        where ss.teacher_id = ${me.employee_id} and c.name <> all(${`{${TEACHER_CLASSES.teacher!.join(',')}}`}::text[])`,
    );
    expect(Number(outside!.n)).toBe(0);
  });
});

describe('the demo families (issue 33)', () => {
  it('sign in at once: each parent by sign-in name and by phone sees two or more children, the pupil only themselves', async () => {
    const printed = await demoFamilies(ctx.database.db);
    expect(printed.filter((f) => f.kind === 'parent').map((f) => f.username)).toEqual(DEMO_PARENTS.map((p) => p.username));
    const failed: string[] = [];
    for (const member of printed) {
      const res = await api.post('/api/auth/login', { body: { username: member.username, password: member.password }, ip: '10.33.0.1' });
      if (res.status !== 200) {
        failed.push(`${member.username}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        continue;
      }
      expect(res.body.family.must_change, member.username).toBe(false);
      const me = (await api.get('/api/family', { token: res.body.token })).body;
      if (member.kind === 'parent') expect(me.children.length, member.username).toBeGreaterThanOrEqual(2);
      else expect(me.children.map((c: { admission_no: string }) => c.admission_no)).toEqual([member.username]);
    }
    const phone = printed[0]!.note.match(/phone ([^:]+):/)![1]!;
    expect((await api.post('/api/auth/login', { body: { username: phone, password: DEMO_PARENTS[0]!.password }, ip: '10.33.0.2' })).status).toBe(200);
    expect(failed).toEqual([]);
    expect(printed.filter((f) => f.kind === 'pupil')).toHaveLength(1);
  });
});

describe('a backup of the demo school (issue 32)', () => {
  it('restores into an empty database of the other kind: the same rows in every table, the same hledger journal', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'schooldesk-demo-backup-'));
    const target = await emptyOtherDatabase(ctx.database.kind, dir);
    try {
      const file = path.join(dir, 'demo.sdb');
      const backup = await writeBackup(ctx.database, { out: file });
      const restored = await restoreBackup(target, file);
      const before = await tableCounts(ctx.database);
      console.log(
        `demo backup ${ctx.database.kind} -> ${target.kind}: backup ${(backup.ms / 1000).toFixed(1)} s (${(backup.bytes / 1024 / 1024).toFixed(1)} MB), ` +
          `restore ${(restored.ms / 1000).toFixed(1)} s; ${before.journal_lines} ledger lines, ${before.attendance_marks} attendance marks`,
      );
      expect(before.journal_lines).toBeGreaterThan(50_000);
      expect(before.attendance_marks).toBeGreaterThan(100_000);
      expect(backup.rows).toEqual(before);
      expect(await tableCounts(target)).toEqual(before);
      const journals = await journalDigests(ctx.database);
      expect(journals[schoolId]!.bytes).toBeGreaterThan(1_000_000);
      expect(await journalDigests(target)).toEqual(journals);
    } finally {
      await target.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 900_000);
});

describe('staff leave on the demo school (issue 35)', () => {
  it('holds a term of leave: unpaid days on the paid runs, requests waiting for the head, cover arranged, no run out of date', async () => {
    const [slips] = await rows(
      { slips: int8, amount: int8 },
      sql`select count(*) as slips, coalesce(sum(p.unpaid_amount), 0) as amount from payslips p join payroll_runs r on r.id = p.run_id
        where p.school_id = ${schoolId} and p.unpaid_days > 0 and r.status = 'Paid'`,
    );
    expect(Number(slips!.slips)).toBeGreaterThanOrEqual(2);
    expect(Number(slips!.amount)).toBeGreaterThan(0);
    const waiting = await api.get('/api/employees/leave/requests?status=Requested', { token: tokens.head });
    expect(waiting.body.total).toBeGreaterThanOrEqual(3);
    const [covers] = await rows({ n: int8 }, sql`select count(*) as n from cover_assignments where school_id = ${schoolId}`);
    expect(Number(covers!.n)).toBeGreaterThan(10);
    const runs = (await api.get('/api/monthly_payroll?limit=100', { token: tokens.bursar })).body.data as { id: number }[];
    for (const run of runs.slice(0, 4)) expect((await api.get(`/api/monthly_payroll/${run.id}`, { token: tokens.bursar })).body.out_of_date).toBeNull();
    // The demo teacher has a lesson to cover on the next school day.
    const teacher = sessions.teacher!.employee_id!;
    const [next] = await rows({ day: v.string() }, sql`select min(cover_date)::text as day from cover_assignments where school_id = ${schoolId} and teacher_id = ${teacher} and cover_date > ${today}::date`);
    const week = await api.get(`/api/timetable/cover/week?teacher_id=${teacher}&date=${next!.day}`, { token: tokens.teacher });
    expect(week.status).toBe(200);
    expect(week.body.covers.length).toBeGreaterThan(0);
  });

  it('takes a day of unpaid leave from asking, through approval, to the line on the payslip', async () => {
    const teacher = sessions.teacher!.employee_id!;
    const types = (await api.get('/api/employees/leave/types', { token: tokens.teacher })).body as { id: number; name: string }[];
    const unpaid = types.find((t) => t.name === 'Unpaid leave')!;
    // A school day of this month the teacher has no leave on (the run of this month is pending).
    const holidays = await rows({ start: v.string(), end: v.string() }, sql`select start_date::text as start, end_date::text as end from holidays where school_id = ${schoolId}`);
    const taken = await rows({ start: v.string(), end: v.string() }, sql`select start_date::text as start, end_date::text as end from leave_requests where school_id = ${schoolId} and employee_id = ${teacher}`);
    const day = Array.from({ length: 28 }, (_, i) => `${today.slice(0, 7)}-${String(i + 1).padStart(2, '0')}`).find(
      (d) => weekdayOf(d) <= 5 && ![...holidays, ...taken].some((h) => d >= h.start && d <= h.end),
    )!;
    const asked = await api.post('/api/employees/leave/requests', { token: tokens.teacher, body: { leave_type_id: unpaid.id, start_date: day, end_date: day, reason: 'A family matter' } });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toBe('Your request for 1 day of Unpaid leave has been sent for approval.');
    const request = (await api.get(`/api/employees/leave/requests/${asked.body.id}`, { token: tokens.head })).body;
    expect((await api.post(`/api/employees/leave/requests/${asked.body.id}/approve`, { token: tokens.head, body: { version: request.version } })).status).toBe(200);

    const month = today.slice(0, 7);
    const runs = (await api.get('/api/monthly_payroll?limit=100', { token: tokens.bursar })).body.data as { id: number; month: string; status: string }[];
    const run = runs.find((r) => r.month.startsWith(month) && r.status === 'Pending')!;
    expect((await api.get(`/api/monthly_payroll/${run.id}`, { token: tokens.bursar })).body.out_of_date).toMatch(/^Leave without pay was approved after this payroll was generated/);
    expect((await api.post('/api/monthly_payroll', { token: tokens.bursar, body: { month } })).status).toBe(201);
    const remade = (await api.get(`/api/monthly_payroll/${run.id}`, { token: tokens.bursar })).body;
    expect(remade.out_of_date).toBeNull();
    const slip = remade.payslips.find((p: { employee_id: number }) => p.employee_id === teacher);
    expect(slip.unpaid_days).toBe(1);
    expect(slip.unpaid_amount).toBeGreaterThan(Math.floor(slip.base_salary / 31));
    expect(slip.gross).toBe(slip.base_salary - slip.unpaid_amount);
  });
});
