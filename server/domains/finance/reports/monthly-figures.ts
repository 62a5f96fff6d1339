import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { ReportPeriod } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { studentInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import { minor } from './period';
import { effectiveKind, studentLines } from './student-figures';

/**
 * Month-by-month figures for the dashboard's charts (issue 31), each the same sum as the report
 * it summarises, split by the month of the line's date, so the months of a range add up to the
 * report over that range. Every month from `from`'s to `to`'s is listed, a month without lines
 * as zeros: a chart with a gap would read as a month nobody looked at.
 */
const monthsOf = (p: ReportPeriod) =>
  sql`select generate_series(date_trunc('month', ${p.from}::date::timestamp), ${p.to}::date::timestamp, interval '1 month')::date as month`;
const monthOfLine = sql`date_trunc('month', l.entry_date::timestamp)::date`;

const feeMonthRow = v.object({ month: v.string(), billed: int8, collected: int8 });

/**
 * Billed and collected per month for the students in the user's scope, as `studentAccounts`
 * reads a student's account (asset lines naming them; a reversal counts as what it undoes) and
 * `studentRows` scopes it: the months' sums are the Student summary's billed and paid.
 */
export async function studentMonths(db: DbOrTx, user: SessionRecord, p: ReportPeriod) {
  const rows = await readRows(
    db,
    feeMonthRow,
    sql`select to_char(g.month, 'YYYY-MM-DD') as month, coalesce(f.billed, 0) as billed, coalesce(f.collected, 0) as collected
      from (${monthsOf(p)}) g
      left join (
        select ${monthOfLine} as month,
          coalesce(sum(l.debit - l.credit) filter (where ${effectiveKind} is distinct from 'payment'), 0) as billed,
          coalesce(sum(l.credit - l.debit) filter (where ${effectiveKind} = 'payment'), 0) as collected
        from ${studentLines}
          join journal_entries e on e.id = l.entry_id and e.school_id = l.school_id
          left join journal_entries o on e.kind = 'reversal' and o.id = e.reverses_id and o.school_id = e.school_id
          left join journal_entries o2 on o.kind = 'reversal' and o2.id = o.reverses_id and o2.school_id = o.school_id
        where l.school_id = ${user.schoolId} and l.student_id is not null and ${studentInScope(user, sql`l.student_id`) ?? sql`true`}
          and l.entry_date between ${p.from} and ${p.to}
        group by 1
      ) f on f.month = g.month
      order by g.month`,
  );
  return rows.map((r) => ({ month: r.month, billed: minor(r.billed), collected: minor(r.collected) }));
}

const ledgerMonthRow = v.object({ month: v.string(), income: int8, expenses: int8 });

/** Income and expenses per month, school-wide as the income statement reads them (its totals, month by month). */
export async function ledgerMonths(db: DbOrTx, user: SessionRecord, p: ReportPeriod) {
  const rows = await readRows(
    db,
    ledgerMonthRow,
    sql`select to_char(g.month, 'YYYY-MM-DD') as month, coalesce(f.income, 0) as income, coalesce(f.expenses, 0) as expenses
      from (${monthsOf(p)}) g
      left join (
        select ${monthOfLine} as month,
          coalesce(sum(l.credit - l.debit) filter (where a.type = 'income'), 0) as income,
          coalesce(sum(l.debit - l.credit) filter (where a.type = 'expense'), 0) as expenses
        from journal_lines l join accounts a on a.id = l.account_id and a.school_id = l.school_id
        where l.school_id = ${user.schoolId} and a.type in ('income', 'expense') and l.entry_date between ${p.from} and ${p.to}
        group by 1
      ) f on f.month = g.month
      order by g.month`,
  );
  return rows.map((r) => ({ month: r.month, income: minor(r.income), expenses: minor(r.expenses) }));
}
