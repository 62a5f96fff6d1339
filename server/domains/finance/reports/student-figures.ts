import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ReportPeriod } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { classes, sections } from '../../../db/schema';
import { unprocessable } from '../../../lib/errors';
import { allOf } from '../../../lib/listing';
import { classInScope, isClassInScope, studentInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';

/**
 * What an entry is, for a student's account: its own kind, or for a reversal the kind of what
 * it undoes (two steps back, so undoing a reversal of a payment counts as a payment again).
 */
export const effectiveKind = sql`coalesce(case when o.kind = 'reversal' then o2.kind end, o.kind, e.kind)`;

/** A student's account: the lines naming them on asset accounts (Students receivable). */
export const studentLines = sql`journal_lines l join accounts a on a.id = l.account_id and a.school_id = l.school_id and a.type = 'asset'`;
const ofSchoolStudents = (user: SessionRecord) => sql`l.school_id = ${user.schoolId} and l.student_id is not null`;

/**
 * Each student's account up to `to`, one row per student with postings. A fee also names the
 * student on its income line, which is the school's income, not the student's debt, so only
 * assets count. opening: owed before `from`; paid: payments (less their reversals) in the
 * range; billed: every other movement in the range (fees, bus fees and their reversals);
 * balance: owed at `to`.
 *
 * Two passes, added up: the lines before the range need no entry, and only the range's lines
 * look up their entry's kind. One pass joining every line to its entry took twice as long on
 * PostgreSQL (1,500 students, two years of fees and payments), and its cost estimate set off
 * the JIT compiler, which alone took 4 s.
 */
export const studentAccounts = (user: SessionRecord, p: ReportPeriod, only: SQL = sql`true`) => sql`
  select m.student_id, sum(m.opening) as opening, sum(m.billed) as billed, sum(m.paid) as paid,
    sum(m.opening) + sum(m.billed) - sum(m.paid) as balance
  from (
    select l.student_id, sum(l.debit - l.credit) as opening, 0 as billed, 0 as paid
    from ${studentLines}
    where ${ofSchoolStudents(user)} and ${only} and l.entry_date < ${p.from}
    group by l.student_id
    union all
    select l.student_id, 0,
      coalesce(sum(l.debit - l.credit) filter (where ${effectiveKind} is distinct from 'payment'), 0),
      coalesce(sum(l.credit - l.debit) filter (where ${effectiveKind} = 'payment'), 0)
    from ${studentLines}
      join journal_entries e on e.id = l.entry_id and e.school_id = l.school_id
      left join journal_entries o on e.kind = 'reversal' and o.id = e.reverses_id and o.school_id = e.school_id
      left join journal_entries o2 on o.kind = 'reversal' and o2.id = o.reverses_id and o2.school_id = o.school_id
    where ${ofSchoolStudents(user)} and ${only} and l.entry_date between ${p.from} and ${p.to}
    group by l.student_id
  ) m
  group by m.student_id`;

/**
 * Each student's class and section now: their latest enrolment in the active year, the one
 * the class scope reads (server/lib/scope.ts). No active year: nobody has one.
 */
export const currentEnrolments = (user: SessionRecord) => sql`
  select distinct on (student_id) student_id, class_id, section_id
  from enrolments
  where school_id = ${user.schoolId} and academic_year_id = ${user.academicId ?? 0}
  order by student_id, id desc`;

export interface StudentFilters {
  class_id?: number;
  section_id?: number;
}

/**
 * The students whose latest enrolment of the active year is in the class or section, found by
 * the enrolments' class index: a filtered report reads only their lines (issue 30).
 */
const members = (user: SessionRecord, filters: StudentFilters) => sql`
  select e.student_id from enrolments e
  where e.school_id = ${user.schoolId} and e.academic_year_id = ${user.academicId ?? 0}
    and ${allOf(filters.class_id ? sql`e.class_id = ${filters.class_id}` : undefined, filters.section_id ? sql`e.section_id = ${filters.section_id}` : undefined) ?? sql`true`}
    and e.id = (select max(l.id) from enrolments l where l.school_id = e.school_id and l.student_id = e.student_id and l.academic_year_id = e.academic_year_id)`;

/**
 * The students a report lists, with their figures: every Active student in the user's scope,
 * and any other of theirs with postings (a student who left owing still shows), by their
 * class and section now. Columns: student_id, name, admission_no, class_id, class_name,
 * section_name, opening, billed, paid, balance.
 */
export function studentRows(user: SessionRecord, p: ReportPeriod, filters: StudentFilters = {}): SQL {
  const filtered = Boolean(filters.class_id || filters.section_id);
  const only = filtered ? sql`s.id in (${members(user, filters)})` : undefined;
  const where = allOf(
    only,
    sql`s.school_id = ${user.schoolId}`,
    sql`(s.status = 'Active' or f.student_id is not null)`,
    studentInScope(user, sql`s.id`),
    filters.class_id ? sql`cur.class_id = ${filters.class_id}` : undefined,
    filters.section_id ? sql`cur.section_id = ${filters.section_id}` : undefined,
  );
  return sql`
    select s.id as student_id, concat_ws(' ', s.first_name, s.middle_name, s.last_name) as name, s.admission_no,
      cur.class_id, c.name as class_name, sec.name as section_name,
      coalesce(f.opening, 0) as opening, coalesce(f.billed, 0) as billed, coalesce(f.paid, 0) as paid, coalesce(f.balance, 0) as balance
    from students s
    left join (${studentAccounts(user, p, filtered ? sql`l.student_id in (${members(user, filters)})` : undefined)}) f on f.student_id = s.id
    left join (${currentEnrolments(user)}) cur on cur.student_id = s.id
    left join classes c on c.id = cur.class_id and c.school_id = s.school_id
    left join sections sec on sec.id = cur.section_id and sec.school_id = s.school_id
    where ${where}`;
}

/**
 * A class or section a report is filtered by must be one the user may see (ADR 013: the
 * single-id form of the rule for a report filter); otherwise the filter is refused at its field.
 */
export async function checkFilters(db: DbOrTx, user: SessionRecord, filters: StudentFilters) {
  if (filters.class_id) {
    const [row] = await db.select({ id: classes.id }).from(classes).where(and(eq(classes.id, filters.class_id), eq(classes.schoolId, user.schoolId)));
    if (!row) throw unprocessable('class_id', 'Choose a class of this school.');
    if (!isClassInScope(user, row.id)) throw unprocessable('class_id', 'Pick one of the classes assigned to you.');
  }
  if (filters.section_id) {
    const [row] = await db
      .select({ id: sections.id })
      .from(sections)
      .where(allOf(eq(sections.id, filters.section_id), eq(sections.schoolId, user.schoolId), classInScope(user, sections.classId)));
    if (!row) throw unprocessable('section_id', 'Pick a section of one of your classes.');
  }
}
