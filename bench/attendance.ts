/**
 * Budgets (issue 14), on PostgreSQL: a register save answers in under 300 ms p95, and the absent
 * report over a term for the whole school in under 300 ms.
 *
 *   npx tsx bench/attendance.ts        (npm run bench:attendance)
 *
 * Seeds the demo school (1,500 students, a term of registers: about 135,000 marks) into a
 * throwaway PostgreSQL database, serves the real app from a child process (bench/demo-server.ts)
 * and signs in as the demo Admin. On the latest school day up to today it takes every section's
 * register as a teacher would (`GET` the register, `PUT` it whole with a few absences), then
 * BENCH_ROUNDS (3) rounds of corrections to each (two marks changed from the saved version),
 * each save timed. Then the absent report over the last 91 days (a term), with times=1 and
 * times=3, and a section's grid over the last 100 days, BENCH_REPORTS (20) times each after
 * 3 warm-ups. Exits 1 when a budget is missed or a request fails.
 */
import type { AbsentReport, AttendanceConfig, AttendanceSheet, Profile, RegisterBoard, SheetSaved } from '@contract';
import { signIn, startDemoServer } from './demo-server';
import { load, timingTable } from './timing';

const SAVE_BUDGET_MS = 300;
const REPORT_BUDGET_MS = 300;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 20);
const XSRF = 'bench-xsrf-token';

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const seeding = performance.now();
const server = await startDemoServer('sd_bench_attendance');
let failed = false;
let missedBudget = () => false;
console.log(`database: ${server.dbName}, seeded and served in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
try {
  const token = await signIn(server.base);
  const headers = { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' };
  const call = async <T>(path: string, body?: unknown) => {
    const start = performance.now();
    const res = await fetch(server.base + path, { method: body === undefined ? 'GET' : 'PUT', headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as T;
    const ms = performance.now() - start;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return { ms, json };
  };

  const profile = (await call<Profile>('/api/auth')).json;
  const config = (await call<AttendanceConfig>('/api/attendance/config')).json;
  const code = Object.fromEntries(config.codes.map((c) => [c.code, c.id])) as Record<string, number>;
  let day = new Intl.DateTimeFormat('en-CA', { timeZone: profile.time_zone }).format(new Date());
  let board = (await call<RegisterBoard>(`/api/attendance/registers?date=${day}`)).json;
  for (let back = 0; !board.school_day.open && back < 14; back++) {
    day = dayBefore(day);
    board = (await call<RegisterBoard>(`/api/attendance/registers?date=${day}`)).json;
  }
  console.log(`registers of ${day}: ${board.sections.length} sections, ${board.sections.filter((s) => s.taken).length} taken before the bench`);

  const saves: number[] = [];
  const opens: number[] = [];
  let students = 0;
  const loadBefore = load();
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [n, section] of board.sections.entries()) {
      const open = await call<AttendanceSheet>(`/api/attendance/sheets/${section.section_id}/${day}`);
      opens.push(open.ms);
      const sheet = open.json;
      if (round === 0) students += sheet.students.length;
      // Round 0 takes the register (every student, a few absent); each later round corrects two marks.
      const marks = sheet.students.map((s, i) => {
        const flip = round === 0 ? i % 9 === n % 9 : i === (round * 7 + n) % sheet.students.length || i === (round * 13 + n) % sheet.students.length;
        const now = s.override?.code_id ?? s.mark?.code_id ?? code.P!;
        return { student_id: s.student_id, code_id: flip ? (now === code.P ? code.A! : code.P!) : now };
      });
      const saved = await call<SheetSaved>(`/api/attendance/sheets/${section.section_id}/${day}`, { base_version: sheet.sheet?.version ?? 0, marks });
      if (saved.json.changed === 0 && round > 0) throw new Error(`round ${round}: a correction changed nothing`);
      saves.push(saved.ms);
    }
  }

  const reports: [string, string][] = [
    ['`GET /api/attendance/absent?lastDay=91&times=1` (a term, whole school)', '/api/attendance/absent?lastDay=91&times=1'],
    ['`GET /api/attendance/absent?lastDay=91&times=3`', '/api/attendance/absent?lastDay=91&times=3'],
    [`\`GET /api/attendance/absent?date=${day}\``, `/api/attendance/absent?date=${day}`],
    [
      '`GET /api/attendance/view` (a section, 100 days)',
      `/api/attendance/view?section_id=${board.sections[0]!.section_id}&start=${new Date(Date.parse(`${day}T00:00:00Z`) - 99 * 86_400_000).toISOString().slice(0, 10)}&end=${day}`,
    ],
  ];
  const reportTimes = new Map<string, number[]>();
  let listed = 0;
  for (const [label, path] of reports) {
    for (let i = 0; i < 3; i++) await call(path);
    const ms: number[] = [];
    for (let i = 0; i < REPORTS; i++) {
      const r = await call<AbsentReport>(path);
      ms.push(r.ms);
      if (path.includes('times=1')) listed = r.json.students.length;
    }
    reportTimes.set(label, ms);
  }

  console.log(`\n${board.sections.length} registers of ${students} students taken, then ${ROUNDS} rounds of corrections: ${saves.length} saves`);
  const table = timingTable(loadBefore);
  const { line } = table;
  missedBudget = table.missed;
  line('`GET /api/attendance/sheets/{section}/{date}` (open a register)', opens);
  line('**`PUT /api/attendance/sheets/{section}/{date}`** (save)', saves, SAVE_BUDGET_MS);
  for (const [label, ms] of reportTimes) line(label, ms, label.includes('times=1') ? REPORT_BUDGET_MS : undefined);
  console.log(`\nstudents absent at least once in the term: ${listed}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.close();
}
process.exit(failed || missedBudget() ? 1 : 0);
