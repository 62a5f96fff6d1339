import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { studentListRow, type Page, type StudentListRow } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { allOf, offsetOf } from '../../../lib/listing';
import { classInScope, studentInScope } from '../../../lib/scope';
import { isAdmin, type SessionRecord } from '../../../lib/session';
import type { StudentListArgs } from './students.service';

/**
 * The roster's first look (no search, no column sort): students in class order, then section,
 * then name, and last those with no class this year.
 *
 * The page walks the year's sections in that order and reads each section's students by name
 * (the enrolments' section index), stopping once the page is full, so a page costs what the
 * sections before it hold, not what the school holds. The count reads the enrolments alone,
 * joining the students only when a filter is about them (issue 30).
 */
const countRow = v.object({ n: int8 });

/** Whether the students' own columns are filtered: the counts then need the students' rows. */
const aboutStudents = (user: SessionRecord, args: StudentListArgs) => Boolean(args.status || args.house || args.gender || !isAdmin(user));

function studentFilters(user: SessionRecord, args: StudentListArgs): SQL | undefined {
  return allOf(
    args.status ? sql`s.status = ${args.status}` : undefined,
    args.house ? sql`lower(s.house) = lower(${args.house})` : undefined,
    args.gender ? sql`s.gender = ${args.gender}` : undefined,
    studentInScope(user, sql`s.id`),
  );
}

/** The enrolment is the student's latest of its year: the one the roster shows. */
const latestOfYear = sql`not exists (select 1 from enrolments later where later.school_id = e.school_id
  and later.student_id = e.student_id and later.academic_year_id = e.academic_year_id and later.id > e.id)`;

/** The same rule read per enrolment, by the students' index: for a page's few rows. */
const latestById = sql`e.id = (select max(l.id) from enrolments l where l.school_id = e.school_id
  and l.student_id = e.student_id and l.academic_year_id = e.academic_year_id)`;

function placedFilters(user: SessionRecord, args: StudentListArgs): SQL | undefined {
  const filtered = Boolean(args.class_id || args.section_id);
  return allOf(
    args.class_id ? sql`e.class_id = ${args.class_id}` : undefined,
    args.section_id ? sql`e.section_id = ${args.section_id}` : undefined,
    filtered ? classInScope(user, sql`e.class_id`) : undefined,
  );
}

/** A roster row as the list answers it, read in the same query that finds the page. */
const rowColumns = (placement: SQL) => sql`s.id::int as id, s.admission_no, s.first_name, s.middle_name, s.last_name,
  concat_ws(' ', s.first_name, s.middle_name, s.last_name) as fullname, s.gender, s.photo, s.status, ${placement},
  s.house, s.admission_date::text as admission_date, p.id::int as parent_id, p.fullname as parent_name, p.phone as parent_phone`;
const inSection = sql`cls.id::int as class_id, cls.name as class_name, sec.id::int as section_id, sec.name as section_name`;
const noSection = sql`null::int as class_id, null::text as class_name, null::int as section_id, null::text as section_name`;

/** The students with no class this year, by name: the roster's tail. */
const unplaced = (school: number, yearId: number, onStudents: SQL) => sql`s.school_id = ${school} and ${onStudents}
  and not exists (select 1 from enrolments e where e.school_id = s.school_id and e.student_id = s.id and e.academic_year_id = ${yearId})`;

/** The page's rows in roster order, and how many students the roster holds. */
export async function rosterInClassOrder(db: DbOrTx, user: SessionRecord, yearId: number, args: StudentListArgs): Promise<Page<StudentListRow>> {
  const school = user.schoolId;
  const onStudents = studentFilters(user, args) ?? sql`true`;
  const placed = placedFilters(user, args) ?? sql`true`;
  const unplacedToo = !args.class_id && !args.section_id;
  const offset = offsetOf(args);
  // With no class filter every student matching the rest is on the roster: one count over the
  // students; with one, the count is of that class's latest enrolments.
  const joinStudents = aboutStudents(user, args) ? sql`join students s on s.id = e.student_id and s.school_id = e.school_id and ${onStudents}` : sql``;
  const counted = unplacedToo
    ? readRows(db, countRow, sql`select count(*) as n from students s where s.school_id = ${school} and ${onStudents}`)
    : readRows(db, countRow, sql`select count(*) as n from enrolments e ${joinStudents}
        where e.school_id = ${school} and e.academic_year_id = ${yearId} and ${placed} and ${latestOfYear}`);
  const page = readRows(
    db,
    studentListRow,
    // `offset 0` keeps each subquery whole, so PostgreSQL walks the sections in order and looks
    // up each one's students by index, and the incremental sort stops at the page's end.
    sql`select ${rowColumns(inSection)} from (
        select x.id, x.name, x.class_id, c.sort_order from sections x join classes c on c.id = x.class_id
        where x.school_id = ${school} and x.academic_year_id = ${yearId}
        order by c.sort_order, x.name, x.id offset 0
      ) sec
      join classes cls on cls.id = sec.class_id
      cross join lateral (
        select s.* from enrolments e
        cross join lateral (select * from students s where s.id = e.student_id and s.school_id = e.school_id offset 0) s
        where e.school_id = ${school} and e.academic_year_id = ${yearId} and e.section_id = sec.id
          and ${placed} and ${onStudents} and ${latestById}
        offset 0
      ) s
      join parents p on p.id = s.parent_id
      order by sec.sort_order, sec.name, sec.id, s.last_name, s.first_name, s.id
      limit ${args.limit} offset ${offset}`,
  );
  const [[count], rows] = await Promise.all([counted, page]);
  const total = Number(count!.n);
  if (rows.length < args.limit && unplacedToo && offset + rows.length < total) {
    // The page reaches past the last class: the tail starts where the classes' students end.
    const inSections = rows.length ? offset + rows.length : Number((await readRows(db, countRow, sql`select count(*) as n from enrolments e ${joinStudents}
        where e.school_id = ${school} and e.academic_year_id = ${yearId} and ${latestOfYear}`))[0]!.n);
    rows.push(
      ...(await readRows(
        db,
        studentListRow,
        sql`select ${rowColumns(noSection)} from students s join parents p on p.id = s.parent_id
          where ${unplaced(school, yearId, onStudents)}
          order by s.last_name, s.first_name, s.id
          limit ${args.limit - rows.length} offset ${Math.max(0, offset - inSections)}`,
      )),
    );
  }
  return { data: rows, total, page: args.page, limit: args.limit };
}
