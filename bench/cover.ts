/**
 * Budget (issue 35): the day's cover list (`GET /api/timetable/cover?date=`) for a school of 40
 * teachers in under 200 ms p95.
 *
 *   npx tsx bench/cover.ts        (npm run bench:cover)
 *
 * Makes a school in a throwaway PostgreSQL database (bench/throwaway-db.ts) shaped like
 * bench:clashes: 40 teachers, 28 sections each with its home room, 8 lesson periods and a break
 * on 5 days, and a full week of lessons (1,120) placed clash-free; 20 teacher periods marked
 * unavailable; a year's history of covers (ten earlier Tuesdays, three teachers away on each).
 * Then BENCH_AWAY (6) teachers are on approved leave on one Tuesday, one of them for the
 * afternoon only, and a third of their lessons already covered. It times, BENCH_RUNS (50) times
 * after 5 warm-ups, the day endpoint through the app (sign-in, session, validation, the answer's
 * schema check off as in production) and the service alone (`coverDay`). Prints p50/p95; exits 1
 * when the endpoint's p95 is over budget or a lesson lacks its proposals.
 */
import { sql } from 'drizzle-orm';
import { weekdayOf, type CoverDay } from '@contract';
import { openDatabase, queryRows } from '../server/db/client';
import { createApp } from '../server/app';
import { readEnv } from '../server/env';
import { addDays } from '../server/lib/days';
import { loadSession } from '../server/lib/session';
import { coverDay } from '../server/domains/leave/cover/cover-day';
import { createSchool } from '../server/domains/school/profile/schools.service';
import { throwawayDatabase } from './throwaway-db';
import { load, sampled, timingTable } from './timing';

const BUDGET_MS = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const AWAY = Number(process.env.BENCH_AWAY ?? 6);
const [TEACHERS, SECTIONS, PERIODS, DAYS] = [40, 28, 8, 5];

const timed = (work: () => Promise<unknown>) => sampled(work, RUNS);

const target = throwawayDatabase('sd_bench_cover');
let failed = false;
console.log(`database: ${target.name} on ${target.host}`);
await target.create();
const database = await openDatabase({ url: target.url });
try {
  await database.migrate();
  const db = database.db;
  const adminPassword = 'Passw0rd!';
  const { schoolId, adminId, academicYearId: year } = await createSchool(db, { name: 'Bench School', adminUsername: 'bench-cover', adminPassword });
  const ids = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, q)).map((r) => r.id);
  const seed = performance.now();
  const teachers = await ids(sql`insert into employees (school_id, number, first_name, last_name, gender, job_title, type, hire_date)
    select ${schoolId}, 'T' || n, 'Teacher', 'No' || lpad(n::text, 2, '0'), 'Female', 'Teacher', 'teacher', '2020-01-06' from generate_series(1, ${TEACHERS}) n returning id::int`);
  const rooms = await ids(sql`insert into rooms (school_id, name, capacity) select ${schoolId}, 'Room ' || n, 40 from generate_series(1, ${SECTIONS}) n returning id::int`);
  const classes = await ids(sql`insert into classes (school_id, name, sort_order) select ${schoolId}, 'Grade ' || n, n from generate_series(1, 7) n returning id::int`);
  const sections: number[] = [];
  for (let s = 0; s < SECTIONS; s++) {
    sections.push(...(await ids(sql`insert into sections (school_id, academic_year_id, class_id, name, room_id) values (${schoolId}, ${year}, ${classes[s % 7]}, ${`S${s}`}, ${rooms[s]}) returning id::int`)));
  }
  const subjects = await ids(sql`insert into subjects (school_id, name, code) select ${schoolId}, 'Subject ' || n, 'SUB' || n from generate_series(1, 10) n returning id::int`);
  const periods: number[] = [];
  for (let i = 0; i < PERIODS + 1; i++) {
    const time = (m: number) => `${String(8 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const kind = i === 3 ? 'break' : 'lesson';
    periods.push(...(await ids(sql`insert into timetable_periods (school_id, name, start_time, end_time, kind, sort_order) values (${schoolId}, ${`P${i}`}, ${time(i * 40)}::time, ${time((i + 1) * 40)}::time, ${kind}, ${i}) returning id::int`)));
  }
  const lessonPeriods = periods.filter((_, i) => i !== 3);
  const rows: string[] = [];
  for (let d = 1; d <= DAYS; d++) {
    for (const [k, period] of lessonPeriods.entries()) {
      for (let s = 0; s < SECTIONS; s++) {
        const teacher = teachers[(s + d * 7 + k * 3) % TEACHERS]!;
        rows.push(`(${schoolId},${year},${sections[s]},${d},${period},${subjects[(s + d + k) % subjects.length]},${teacher},${rooms[s]})`);
      }
    }
  }
  await db.execute(sql.raw(`insert into timetable_entries (school_id, academic_year_id, section_id, weekday, period_id, subject_id, teacher_id, room_id) values ${rows.join(',')}`));
  // Free periods marked unavailable: they must drop out of the proposals.
  await db.execute(sql`insert into timetable_unavailability (school_id, teacher_id, weekday, period_id, reason)
    select ${schoolId}, t.id, 2, p.id, 'Bench' from unnest(${`{${teachers.slice(20, 30).join(',')}}`}::bigint[]) t(id)
      cross join unnest(${`{${lessonPeriods.slice(0, 2).join(',')}}`}::bigint[]) p(id)
    on conflict do nothing`);

  const [{ start }] = (await queryRows<{ start: string }>(db, sql`select to_char(start_date, 'YYYY-MM-DD') as start from academic_years where id = ${year}`)) as [{ start: string }];
  const firstTuesday = addDays(addDays(start, 7), (9 - weekdayOf(addDays(start, 7))) % 7);
  const tuesday = addDays(firstTuesday, 7 * 12);
  const [leaveType] = await ids(sql`insert into leave_types (school_id, name, days_per_year) values (${schoolId}, 'Sick', 30) returning id::int`);
  const leave = (teacherId: number, day: string, halfFirst = false) =>
    ids(sql`insert into leave_requests (school_id, employee_id, leave_type_id, academic_year_id, start_date, end_date, half_first_day, days, status)
      values (${schoolId}, ${teacherId}, ${leaveType}, ${year}, ${day}::date, ${day}::date, ${halfFirst}, 1, 'Approved') returning id::int`);
  /** Covers each lesson of the request's teacher that day by the first teacher free then (a slot taken is skipped). */
  const cover = (requestId: number, day: string, share = 1) =>
    db.execute(sql`insert into cover_assignments (school_id, leave_request_id, entry_id, cover_date, period_id, teacher_id)
      select ${schoolId}, lr.id, e.id, ${day}::date, e.period_id,
        (select t.id from employees t where t.school_id = ${schoolId} and t.id <> lr.employee_id
           and not exists (select 1 from timetable_entries x where x.school_id = ${schoolId} and x.weekday = e.weekday and x.period_id = e.period_id and x.teacher_id = t.id)
           order by (t.id * 7 + e.id) % 13 limit 1)
      from leave_requests lr join timetable_entries e on e.school_id = lr.school_id and e.teacher_id = lr.employee_id and e.weekday = ${weekdayOf(day)}
      where lr.id = ${requestId} and e.id % ${share} = 0
      on conflict do nothing`);
  for (let week = 0; week < 10; week++) {
    const day = addDays(firstTuesday, 7 * week);
    for (let k = 0; k < 3; k++) await cover((await leave(teachers[(week * 3 + k) % TEACHERS]!, day))[0]!, day);
  }
  for (let k = 0; k < AWAY; k++) {
    const [request] = await leave(teachers[(k * 7) % TEACHERS]!, tuesday, k === AWAY - 1);
    await cover(request!, tuesday, 3);
  }
  await db.execute(sql`analyze`);
  const [history] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from cover_assignments where school_id = ${schoolId}`);
  console.log(`seeded ${rows.length} lessons, ${history!.n} covers, ${AWAY} teachers away on ${tuesday}, in ${((performance.now() - seed) / 1000).toFixed(1)} s`);

  const admin = (await loadSession(db, adminId))!;
  const day = await coverDay(db, admin, tuesday);
  const covered = day.lessons.filter((l) => l.cover).length;
  const proposals = day.lessons.map((l) => l.proposals.length);
  console.log(`${day.lessons.length} lessons need cover (${covered} covered), ${Math.min(...proposals)}–${Math.max(...proposals)} proposals each`);
  if (day.lessons.length < AWAY * 5 || proposals.some((n) => n === 0)) {
    console.log('FAILED: too few lessons found, or a lesson without proposals');
    failed = true;
  }

  const app = createApp({ database, env: readEnv({ LOG_REQUESTS: '0', NODE_ENV: 'production' }), jwtSecret: 'bench-secret-bench-secret-bench-secret-0123' });
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
    body: JSON.stringify({ username: 'bench-cover', password: adminPassword }),
  });
  const { token } = (await login.json()) as { token: string };
  const get = async () => {
    const res = await app.request(`/api/timetable/cover?date=${tuesday}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as CoverDay;
    if (res.status !== 200 || body.lessons.length !== day.lessons.length) throw new Error(`GET /api/timetable/cover: ${res.status}`);
  };
  const loadBefore = load();
  const endpoint = await timed(get);
  const service = await timed(() => coverDay(db, admin, tuesday));
  const table = timingTable(loadBefore);
  table.line(`\`GET /api/timetable/cover?date=\` (${day.lessons.length} lessons, 40 teachers)`, endpoint, BUDGET_MS);
  table.line('the service alone (`coverDay`)', service);
  if (table.missed()) failed = true;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await database.close();
  await target.drop();
}
process.exit(failed ? 1 : 0);
