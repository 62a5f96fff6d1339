import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { ClassSummary, ReportRange } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { allOf } from '../../../lib/listing';
import { classInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import { minor, reportPeriod } from './period';
import { studentRows } from './student-figures';

/** The window totals of money are null when no class in scope has a student. */
const classRow = v.object({
  class_id: int8,
  class_name: v.string(),
  students: int8,
  billed: int8,
  collected: int8,
  outstanding: int8,
  t_students: int8,
  t_billed: v.nullable(int8),
  t_collected: v.nullable(int8),
  t_outstanding: v.nullable(int8),
});

/** collected / billed; nothing billed has no rate. Above 1 when arrears were collected too. */
const rate = (collected: number, billed: number) => (billed > 0 ? Math.round((collected / billed) * 10_000) / 10_000 : null);

/**
 * `class-summary`: the student summary's figures summed by each student's class now, for every
 * class in scope (an inactive class only while it still has students). The student summary's
 * rows of students with a class add up to these, so the two reports always agree.
 */
export async function classSummary(db: DbOrTx, user: SessionRecord, range: ReportRange): Promise<ClassSummary> {
  const period = await reportPeriod(db, user, range);
  const rows = await readRows(
    db,
    classRow,
    sql`select c.id as class_id, c.name as class_name, count(r.student_id) as students,
          coalesce(sum(r.billed), 0) as billed, coalesce(sum(r.paid), 0) as collected, coalesce(sum(r.balance), 0) as outstanding,
          sum(count(r.student_id)) over () as t_students, sum(sum(r.billed)) over () as t_billed,
          sum(sum(r.paid)) over () as t_collected, sum(sum(r.balance)) over () as t_outstanding
        from classes c
        left join (${studentRows(user, period)}) r on r.class_id = c.id
        where ${allOf(sql`c.school_id = ${user.schoolId}`, classInScope(user, sql`c.id`))}
        group by c.school_id, c.id
        having c.status = 'Active' or count(r.student_id) > 0
        order by c.sort_order, c.name, c.id`,
  );
  const first = rows[0];
  const totals = { students: minor(first?.t_students), billed: minor(first?.t_billed), collected: minor(first?.t_collected), outstanding: minor(first?.t_outstanding) };
  return {
    ...period,
    rows: rows.map((r) => {
      const [billed, collected] = [minor(r.billed), minor(r.collected)];
      return { class_id: minor(r.class_id), class_name: r.class_name, students: minor(r.students), billed, collected, outstanding: minor(r.outstanding), collection_rate: rate(collected, billed) };
    }),
    totals: { ...totals, collection_rate: rate(totals.collected, totals.billed) },
  };
}
