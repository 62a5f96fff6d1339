/**
 * Budget (issue 15): the whole-school clash check, reporting every clash, in under 100 ms.
 *
 *   npx tsx bench/timetable-clashes.ts        (npm run bench:clashes)
 *
 * Makes a school in a throwaway PostgreSQL database (bench/throwaway-db.ts) shaped like the
 * demo: 40 teachers, 28 sections each with its home room, 8 lesson periods and a break on 5
 * days, and a full week of lessons (1,120) placed clash-free (teacher of section s in a cell is
 * (s + a shift per cell) mod 40). Then BENCH_CLASHES (40) lessons are made to clash after the
 * fact: 20 teachers and 20 rooms marked unavailable where they teach. It times, BENCH_RUNS (30)
 * times after 5 warm-ups, the services the requests run: the clash report (`clashReport`), a
 * placement's check of one cell (`clashesOf`) and a teacher's week (`timetableWeek`). Prints
 * p50/p95; exits 1 when the clash report's p95 is over budget or it misses a clash.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../server/db/client';
import { loadSession } from '../server/lib/session';
import { createSchool } from '../server/domains/school/profile/schools.service';
import { clashesOf } from '../server/domains/timetable/week/clashes';
import { clashReport } from '../server/domains/timetable/week/reports.service';
import { timetableWeek } from '../server/domains/timetable/week/week.service';
import { throwawayDatabase } from './throwaway-db';
import { sampled } from './timing';

const BUDGET_MS = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const CLASHES = Number(process.env.BENCH_CLASHES ?? 40);
const [TEACHERS, SECTIONS, PERIODS, DAYS] = [40, 28, 8, 5];

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)]!;
const timed = (work: () => Promise<unknown>) => sampled(work, RUNS);

const target = throwawayDatabase('sd_bench_clashes');
let failed = false;
console.log(`database: ${target.name} on ${target.host}`);
await target.create();
const database = await openDatabase({ url: target.url });
try {
  await database.migrate();
  const db = database.db;
  const { schoolId, adminId, academicYearId: year } = await createSchool(db, { name: 'Bench School', adminUsername: 'bench-clash', adminPassword: 'Passw0rd!' });
  const ids = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, q)).map((r) => r.id);
  const seed = performance.now();
  const teachers = await ids(sql`insert into employees (school_id, number, first_name, last_name, gender, job_title, type, hire_date)
    select ${schoolId}, 'T' || n, 'Teacher', 'No' || n, 'Female', 'Teacher', 'teacher', '2020-01-06' from generate_series(1, ${TEACHERS}) n returning id::int`);
  const rooms = await ids(sql`insert into rooms (school_id, name, capacity) select ${schoolId}, 'Room ' || n, 40 from generate_series(1, ${SECTIONS}) n returning id::int`);
  const classes = await ids(sql`insert into classes (school_id, name, sort_order) select ${schoolId}, 'Grade ' || n, n from generate_series(1, 7) n returning id::int`);
  const sections: number[] = [];
  for (let s = 0; s < SECTIONS; s++) {
    sections.push(...(await ids(sql`insert into sections (school_id, academic_year_id, class_id, name, room_id) values (${schoolId}, ${year}, ${classes[s % 7]}, ${`S${s}`}, ${rooms[s]}) returning id::int`)));
  }
  const subjects = await ids(sql`insert into subjects (school_id, name, code) select ${schoolId}, 'Subject ' || n, 'SUB' || n from generate_series(1, 10) n returning id::int`);
  const periods: number[] = [];
  for (let i = 0; i < PERIODS + 1; i++) {
    const start = `${String(8 + Math.floor((i * 40) / 60)).padStart(2, '0')}:${String((i * 40) % 60).padStart(2, '0')}`;
    const end = `${String(8 + Math.floor(((i + 1) * 40) / 60)).padStart(2, '0')}:${String(((i + 1) * 40) % 60).padStart(2, '0')}`;
    const kind = i === 3 ? 'break' : 'lesson';
    periods.push(...(await ids(sql`insert into timetable_periods (school_id, name, start_time, end_time, kind, sort_order) values (${schoolId}, ${`P${i}`}, ${start}::time, ${end}::time, ${kind}, ${i}) returning id::int`)));
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
  await db.execute(sql`insert into timetable_unavailability (school_id, teacher_id, weekday, period_id, reason)
    select school_id, teacher_id, weekday, period_id, 'Bench' from timetable_entries where school_id = ${schoolId} order by id limit ${CLASHES / 2}`);
  await db.execute(sql`insert into timetable_unavailability (school_id, room_id, weekday, period_id, reason)
    select school_id, room_id, weekday, period_id, 'Bench' from timetable_entries where school_id = ${schoolId} order by id desc limit ${CLASHES / 2}`);
  await db.execute(sql`analyze`);
  console.log(`seeded ${rows.length} lessons, ${CLASHES} made to clash, in ${((performance.now() - seed) / 1000).toFixed(1)} s`);

  const admin = (await loadSession(db, adminId))!;
  const report = await clashReport(db, admin);
  if (report.clashes.length !== CLASHES || report.entries !== rows.length) {
    console.log(`FAILED: the report found ${report.clashes.length} clashes in ${report.entries} lessons (expected ${CLASHES} in ${rows.length})`);
    failed = true;
  }
  const results: [string, number[], number?][] = [
    ['the whole-school clash report (`clashReport`)', await timed(() => clashReport(db, admin)), BUDGET_MS],
    ['one cell checked before a placement (`clashesOf`)', await timed(() => clashesOf(db, schoolId, { yearId: year, sectionId: sections[0]!, weekday: 1, periodId: lessonPeriods[0]!, teacherId: teachers[0]!, roomId: rooms[0]! }))],
    ["a teacher's week (`timetableWeek`)", await timed(() => timetableWeek(db, admin, { teacher_id: teachers[0]! }))],
  ];
  console.log(`\n| service | p50 (ms) | p95 (ms) | budget |\n|---|---:|---:|---|`);
  for (const [label, ms, budget] of results) {
    const over = budget !== undefined && p(ms, 0.95) >= budget;
    if (over) failed = true;
    console.log(`| ${label} | ${p(ms, 0.5).toFixed(1)} | ${p(ms, 0.95).toFixed(1)} | ${budget === undefined ? '' : `p95 < ${budget} ms ${over ? '**missed**' : 'met'}`} |`);
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await database.close();
  await target.drop();
}
process.exit(failed ? 1 : 0);
