import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { StudentSummary, StudentSummaryQuery } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import type { SessionRecord } from '../../../lib/session';
import { minor, reportPeriod } from './period';
import { checkFilters, studentRows } from './student-figures';

const summaryRow = v.object({
  student_id: int8,
  name: v.string(),
  admission_no: v.string(),
  class_name: v.nullable(v.string()),
  section_name: v.nullable(v.string()),
  opening: int8,
  billed: int8,
  paid: int8,
  balance: int8,
  t_opening: int8,
  t_billed: int8,
  t_paid: int8,
  t_balance: int8,
});

/**
 * `fee-student-report`: billed and paid in the range and the balance at its end, per student
 * in scope, defaulters (largest balance) first; the totals are the database's too.
 */
export async function studentSummary(db: DbOrTx, user: SessionRecord, query: StudentSummaryQuery): Promise<StudentSummary> {
  const period = await reportPeriod(db, user, query);
  await checkFilters(db, user, query);
  const rows = await readRows(
    db,
    summaryRow,
    sql`select r.student_id, r.name, r.admission_no, r.class_name, r.section_name, r.opening, r.billed, r.paid, r.balance,
          sum(r.opening) over () as t_opening, sum(r.billed) over () as t_billed, sum(r.paid) over () as t_paid, sum(r.balance) over () as t_balance
        from (${studentRows(user, period, query)}) r
        order by r.balance desc, r.name, r.student_id`,
  );
  const first = rows[0];
  return {
    ...period,
    rows: rows.map((r) => ({
      student_id: minor(r.student_id),
      name: r.name,
      admission_no: r.admission_no,
      class_name: r.class_name,
      section_name: r.section_name,
      opening: minor(r.opening),
      billed: minor(r.billed),
      paid: minor(r.paid),
      balance: minor(r.balance),
    })),
    totals: { opening: minor(first?.t_opening), billed: minor(first?.t_billed), paid: minor(first?.t_paid), balance: minor(first?.t_balance) },
  };
}
