import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ACCOUNT_TYPES, type AccountLines, type AccountSummary, type ReportRange } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int4, int8 } from '../../../db/row-fields';
import { notFound } from '../../../lib/errors';
import type { SessionRecord } from '../../../lib/session';
import { inNormal, minor, reportPeriod } from './period';

const accountType = v.picklist(ACCOUNT_TYPES);
/** An account without lines (or none before the range) has no sums: null. */
const summaryRow = v.object({
  account_id: int8,
  code: v.string(),
  name: v.string(),
  type: accountType,
  before: v.nullable(int8),
  debits: v.nullable(int8),
  credits: v.nullable(int8),
  t_debits: v.nullable(int8),
  t_credits: v.nullable(int8),
});

/**
 * `report-account`: every account of the school, with or without postings, by code: what it
 * held before the range, what moved in it, what it holds at its end. The lines are summed by
 * account first (one pass over the school's lines to `to`), then joined to the small chart.
 */
export async function accountSummary(db: DbOrTx, user: SessionRecord, range: ReportRange): Promise<AccountSummary> {
  const period = await reportPeriod(db, user, range);
  const rows = await readRows(
    db,
    summaryRow,
    sql`select a.id as account_id, a.code, a.name, a.type, s.before, s.debits, s.credits,
          sum(s.debits) over () as t_debits, sum(s.credits) over () as t_credits
        from accounts a
        left join (
          select account_id,
            sum(debit - credit) filter (where entry_date < ${period.from}) as before,
            sum(debit) filter (where entry_date >= ${period.from}) as debits,
            sum(credit) filter (where entry_date >= ${period.from}) as credits
          from journal_lines
          where school_id = ${user.schoolId} and entry_date <= ${period.to}
          group by account_id
        ) s on s.account_id = a.id
        where a.school_id = ${user.schoolId}
        order by a.code, a.id`,
  );
  const first = rows[0];
  return {
    ...period,
    rows: rows.map((r) => {
      const [before, debits, credits] = [minor(r.before), minor(r.debits), minor(r.credits)];
      const opening = inNormal(r.type, before);
      return { account_id: minor(r.account_id), code: r.code, name: r.name, type: r.type, opening, debits, credits, closing: inNormal(r.type, before + debits - credits) };
    }),
    totals: { debits: minor(first?.t_debits), credits: minor(first?.t_credits) },
  };
}

const accountRow = v.object({ id: int8, code: v.string(), name: v.string(), type: accountType, before: int8, closing: int8 });

const lineRow = v.object({
  entry_id: int8,
  line_no: int4,
  date: v.string(),
  kind: v.string(),
  memo: v.nullable(v.string()),
  reference: v.nullable(v.string()),
  student_name: v.nullable(v.string()),
  debit: int8,
  credit: int8,
  net: int8,
});

/** The lines behind one row of the account summary, oldest first, with the balance after each. */
export async function accountLines(db: DbOrTx, user: SessionRecord, accountId: number, range: ReportRange): Promise<AccountLines> {
  const period = await reportPeriod(db, user, range);
  const [account] = await readRows(
    db,
    accountRow,
    sql`select a.id, a.code, a.name, a.type, b.before, b.closing
        from accounts a
        cross join lateral (
          select coalesce(sum(l.debit - l.credit) filter (where l.entry_date < ${period.from}), 0) as before, coalesce(sum(l.debit - l.credit), 0) as closing
          from journal_lines l where l.school_id = a.school_id and l.account_id = a.id and l.entry_date <= ${period.to}) b
        where a.id = ${accountId} and a.school_id = ${user.schoolId}`,
  );
  if (!account) throw notFound('Account');
  const before = minor(account.before);
  // The running balance is a window over the range's lines only, started from the opening.
  const lines = await readRows(
    db,
    lineRow,
    sql`select l.entry_id, l.line_no, to_char(l.entry_date, 'YYYY-MM-DD') as date, e.kind, e.memo, e.reference,
          nullif(concat_ws(' ', s.first_name, s.middle_name, s.last_name), '') as student_name, l.debit, l.credit,
          ${before}::bigint + sum(l.debit - l.credit) over (order by l.entry_date, l.entry_id, l.line_no) as net
        from journal_lines l
        join journal_entries e on e.id = l.entry_id and e.school_id = l.school_id
        left join students s on s.id = l.student_id and s.school_id = l.school_id
        where l.school_id = ${user.schoolId} and l.account_id = ${accountId} and l.entry_date between ${period.from} and ${period.to}
        order by l.entry_date, l.entry_id, l.line_no`,
  );
  return {
    ...period,
    account: { id: minor(account.id), code: account.code, name: account.name, type: account.type },
    opening: inNormal(account.type, before),
    lines: lines.map((l) => ({
      entry_id: minor(l.entry_id),
      line_no: minor(l.line_no),
      date: l.date,
      kind: l.kind,
      memo: l.memo,
      reference: l.reference,
      student_name: l.student_name,
      debit: minor(l.debit),
      credit: minor(l.credit),
      balance: inNormal(account.type, minor(l.net)),
    })),
    closing: inNormal(account.type, minor(account.closing)),
  };
}
