/**
 * Budget (issue 16), on PostgreSQL: saving a 40 × 1 subject grid (a section's marks on one
 * paper) answers in under 300 ms p95.
 *
 *   npx tsx bench/exam-marks.ts        (npm run bench:exams)
 *
 * Makes a school in a throwaway PostgreSQL database (bench/throwaway-db.ts) with a class, a
 * 40-student section, an Active exam and one paper out of 100, serves the real app from a child
 * process (bench/auth-server.ts) and signs in as its Admin. Then it saves the whole grid as a
 * teacher's Submit does (`PUT /api/results/sheets/{paper}/{section}` with every student, from
 * the version the last save answered): 5 warm-ups, then BENCH_SAVES (60) timed saves, each with
 * different marks for every student (one or two Absent) so every save writes all 40 results.
 * Opening the sheet (`GET`) is timed as well. Exits 1 when the budget is missed or a save fails.
 */
import { sql } from 'drizzle-orm';
import type { MarkSheet, MarkSheetSaved } from '@contract';
import { openDatabase, queryRows } from '../server/db/client';
import { createSchool } from '../server/domains/school/profile/schools.service';
import { signIn, spawnServer, stopServer } from './demo-server';
import { throwawayDatabase } from './throwaway-db';
import { load, timingTable } from './timing';

const SAVE_BUDGET_MS = 300;
const SAVES = Number(process.env.BENCH_SAVES ?? 60);
const WARM_UPS = 5;
const STUDENTS = 40;
const XSRF = 'bench-xsrf-token';
const ADMIN = { username: 'bench-exams', password: 'Passw0rd!' };


/** The school, a class, a 40-student section, an Active exam and its paper: what one grid needs. */
async function seedGrid(url: string): Promise<{ paperId: number; sectionId: number }> {
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    const db = database.db;
    const { schoolId, academicYearId } = await createSchool(db, { name: 'Bench School', adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, q))[0]!.id;
    const classId = await one(sql`insert into classes (school_id, name, sort_order) values (${schoolId}, 'Grade 5', 5) returning id::int`);
    const sectionId = await one(sql`insert into sections (school_id, academic_year_id, class_id, name, capacity)
      values (${schoolId}, ${academicYearId}, ${classId}, 'North', ${STUDENTS}) returning id::int`);
    await db.execute(sql`with p as (
        insert into parents (school_id, fullname, phone)
        select ${schoolId}, 'Parent ' || n, '+2547' || lpad(n::text, 8, '0') from generate_series(1, ${STUDENTS}) n returning id),
      numbered as (select id, row_number() over (order by id) as n from p),
      s as (
        insert into students (school_id, admission_no, first_name, last_name, gender, date_of_birth, admission_date, parent_id)
        select ${schoolId}, 'B' || lpad(n::text, 4, '0'), 'Pupil', 'Number ' || lpad(n::text, 2, '0'),
          case when n % 2 = 0 then 'Female' else 'Male' end, '2014-05-01', '2020-01-06', id
        from numbered returning id)
      insert into enrolments (school_id, student_id, academic_year_id, class_id, section_id, enrolled_on)
      select ${schoolId}, s.id, ay.id, ${classId}, ${sectionId}, ay.start_date from s, academic_years ay where ay.id = ${academicYearId}`);
    const gradingId = await one(sql`insert into grading_systems (school_id, name, precision, rounding, bands)
      values (${schoolId}, 'Bench A-E', 0, 'round', ${JSON.stringify([
        { from: 80, to: 100, grade: 'A', point: 12, remark: null },
        { from: 60, to: 79, grade: 'B', point: 9, remark: null },
        { from: 50, to: 59, grade: 'C', point: 6, remark: null },
        { from: 0, to: 49, grade: 'D', point: 1, remark: null },
      ])}::jsonb) returning id::int`);
    const typeId = await one(sql`insert into exam_types (school_id, name, weight) values (${schoolId}, 'Term', 100) returning id::int`);
    const examId = await one(sql`insert into exams (school_id, academic_year_id, exam_type_id, grading_system_id, name, start_date, end_date, status)
      select ${schoolId}, ay.id, ${typeId}, ${gradingId}, 'Term 1', ay.start_date + 60, ay.start_date + 65, 'Active'
      from academic_years ay where ay.id = ${academicYearId} returning id::int`);
    const subjectId = await one(sql`insert into subjects (school_id, name, code) values (${schoolId}, 'Mathematics', 'MAT') returning id::int`);
    const paperId = await one(sql`insert into exam_subjects (school_id, exam_id, class_id, subject_id, max_marks, pass_marks)
      values (${schoolId}, ${examId}, ${classId}, ${subjectId}, 100, 40) returning id::int`);
    await db.execute(sql`analyze`);
    return { paperId, sectionId };
  } finally {
    await database.close();
  }
}

const target = throwawayDatabase('sd_bench_exams');
let failed = false;
let missedBudget = () => false;
console.log(`database: ${target.name} on ${target.host}`);
await target.create();
let child: Awaited<ReturnType<typeof spawnServer>>['child'] | undefined;
try {
  const { paperId, sectionId } = await seedGrid(target.url);
  const started = await spawnServer(target.url);
  child = started.child;
  const base = `http://127.0.0.1:${started.port}`;
  const token = await signIn(base, ADMIN);
  const headers = { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' };
  const path = `${base}/api/results/sheets/${paperId}/${sectionId}`;
  const call = async <T>(body?: unknown) => {
    const start = performance.now();
    const res = await fetch(path, { method: body === undefined ? 'GET' : 'PUT', headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as T;
    const ms = performance.now() - start;
    if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return { ms, json };
  };

  const opens: number[] = [];
  const saves: number[] = [];
  let sheet = (await call<MarkSheet>()).json;
  if (sheet.students.length !== STUDENTS) throw new Error(`the section has ${sheet.students.length} students, not ${STUDENTS}`);
  const loadBefore = load();
  for (let round = 0; round < WARM_UPS + SAVES; round++) {
    // Every student's mark moves each round (by 7, mod 101), and one or two are Absent in turn.
    const results = sheet.students.map((st, i) =>
      i === round % STUDENTS || i === (round * 3) % STUDENTS
        ? { student_id: st.student_id, state: 'absent' as const }
        : { student_id: st.student_id, state: 'marked' as const, marks: (i * 13 + round * 7) % 101 },
    );
    const saved = await call<MarkSheetSaved>({ base_version: sheet.saved?.version ?? 0, complete: round % 2 === 1, results });
    if (saved.json.changed < STUDENTS / 2) throw new Error(`round ${round}: the save changed only ${saved.json.changed} results`);
    sheet = saved.json.sheet;
    if (round >= WARM_UPS) saves.push(saved.ms);
    if (round >= WARM_UPS && round % 3 === 0) opens.push((await call<MarkSheet>()).ms);
  }

  console.log(`\n${SAVES} saves of a ${STUDENTS} × 1 grid (after ${WARM_UPS} warm-ups); ${opens.length} opens`);
  const table = timingTable(loadBefore);
  const { line } = table;
  missedBudget = table.missed;
  line('`GET /api/results/sheets/{paper}/{section}` (open a grid)', opens);
  line('**`PUT /api/results/sheets/{paper}/{section}`** (save the 40 × 1 grid)', saves, SAVE_BUDGET_MS);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stopServer(child);
  await target.drop();
}
process.exit(failed || missedBudget() ? 1 : 0);
