import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { FinanceOverview } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import type { SessionRecord } from '../../../lib/session';
import { minor, reportPeriod } from './period';
import { studentRows } from './student-figures';

const defaulterRow = v.object({
  student_id: int8,
  name: v.string(),
  class_name: v.nullable(v.string()),
  balance: int8,
  billed_all: int8,
  paid_all: int8,
  owed_all: int8,
});

const TOP = 5;

/**
 * The bursar's card: this month's billed and collected, what is owed today (the balances owed,
 * as the Student summary counts them: a student in credit does not lessen what others owe), and the five
 * students who owe most, all from the student summary's rows for the students in scope. One
 * query: the totals are windows over every row, computed before the top five are cut.
 */
export async function financeOverview(db: DbOrTx, user: SessionRecord): Promise<FinanceOverview> {
  const period = await reportPeriod(db, user, {});
  const rows = await readRows(
    db,
    defaulterRow,
    sql`select r.student_id, r.name, r.class_name, r.balance,
          sum(r.billed) over () as billed_all, sum(r.paid) over () as paid_all, sum(greatest(r.balance, 0)) over () as owed_all
        from (${studentRows(user, period)}) r
        order by r.balance desc, r.name, r.student_id
        limit ${TOP}`,
  );
  const first = rows[0];
  return {
    ...period,
    billed: minor(first?.billed_all),
    collected: minor(first?.paid_all),
    outstanding: minor(first?.owed_all),
    top_defaulters: rows
      .filter((r) => minor(r.balance) > 0)
      .map((r) => ({ student_id: minor(r.student_id), name: r.name, class_name: r.class_name, balance: minor(r.balance) })),
  };
}
