import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { ReportRange, StudentStatement } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int4, int8 } from '../../../db/row-fields';
import { requireStudentInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import { minor, reportPeriod } from './period';
import { currentEnrolments } from './student-figures';

const studentRow = v.object({
  id: int8,
  name: v.string(),
  admission_no: v.string(),
  class_name: v.nullable(v.string()),
  section_name: v.nullable(v.string()),
  opening: int8,
  closing: int8,
});

const lineRow = v.object({
  entry_id: int8,
  date: v.string(),
  kind: v.string(),
  memo: v.nullable(v.string()),
  reference: v.nullable(v.string()),
  receipt_no: v.nullable(int4),
  charge: int8,
  payment: int8,
  balance: int8,
});

/**
 * `fee-student-transaction`: the student's account (their lines on asset accounts, as in the
 * student summary) entry by entry, with what was owed after each; a payment shows its receipt.
 */
export async function studentStatement(db: DbOrTx, user: SessionRecord, studentId: number, range: ReportRange): Promise<StudentStatement> {
  const period = await reportPeriod(db, user, range);
  await requireStudentInScope(db, user, studentId);
  const [student] = await readRows(
    db,
    studentRow,
    sql`select s.id, concat_ws(' ', s.first_name, s.middle_name, s.last_name) as name, s.admission_no, c.name as class_name, sec.name as section_name,
          b.opening, b.closing
        from students s
        left join (${currentEnrolments(user)}) cur on cur.student_id = s.id
        left join classes c on c.id = cur.class_id and c.school_id = s.school_id
        left join sections sec on sec.id = cur.section_id and sec.school_id = s.school_id
        cross join lateral (
          select coalesce(sum(l.debit - l.credit) filter (where l.entry_date < ${period.from}), 0) as opening, coalesce(sum(l.debit - l.credit), 0) as closing
          from journal_lines l join accounts a on a.id = l.account_id and a.school_id = l.school_id and a.type = 'asset'
          where l.school_id = s.school_id and l.student_id = s.id and l.entry_date <= ${period.to}) b
        where s.id = ${studentId} and s.school_id = ${user.schoolId}`,
  );
  const opening = minor(student!.opening);
  // The running balance is a window over the range's entries, started from the opening.
  const lines = await readRows(
    db,
    lineRow,
    sql`select m.entry_id, to_char(m.entry_date, 'YYYY-MM-DD') as date, e.kind, e.memo, e.reference, rc.number as receipt_no, m.charge, m.payment,
          ${opening}::bigint + sum(m.charge - m.payment) over (order by m.entry_date, m.entry_id) as balance
        from (select l.entry_id, l.entry_date, sum(l.debit) as charge, sum(l.credit) as payment
              from journal_lines l
              join accounts a on a.id = l.account_id and a.school_id = l.school_id and a.type = 'asset'
              where l.school_id = ${user.schoolId} and l.student_id = ${studentId} and l.entry_date between ${period.from} and ${period.to}
              group by l.entry_id, l.entry_date) m
        join journal_entries e on e.id = m.entry_id and e.school_id = ${user.schoolId}
        left join receipts rc on rc.entry_id = m.entry_id and rc.school_id = e.school_id
        order by m.entry_date, m.entry_id`,
  );
  return {
    ...period,
    student: { id: minor(student!.id), name: student!.name, admission_no: student!.admission_no, class_name: student!.class_name, section_name: student!.section_name },
    opening,
    lines: lines.map((l) => ({
      entry_id: minor(l.entry_id),
      date: l.date,
      kind: l.kind,
      memo: l.memo,
      reference: l.reference,
      receipt_no: l.receipt_no === null ? null : minor(l.receipt_no),
      charge: minor(l.charge),
      payment: minor(l.payment),
      balance: minor(l.balance),
    })),
    closing: minor(student!.closing),
  };
}
