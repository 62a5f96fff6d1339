import { sql } from 'drizzle-orm';
import type { AccountLines, AccountSummary, AccountType, ReportRange } from '@contract';
import { queryRows, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { SessionRecord } from '../../../lib/session';
import { inNormal, minor, reportPeriod } from './period';

interface SummaryRow {
  account_id: unknown;
  code: string;
  name: string;
  type: AccountType;
  before: unknown;
  debits: unknown;
  credits: unknown;
  t_debits: unknown;
  t_credits: unknown;
}

/**
 * `report-account`: every account of the school, with or without postings, by code: what it
 * held before the range, what moved in it, what it holds at its end. The lines are summed by
 * account first (one pass over the school's lines to `to`), then joined to the small chart.
 */
export async function accountSummary(db: DbOrTx, user: SessionRecord, range: ReportRange): Promise<AccountSummary> {
  const period = await reportPeriod(db, user, range);
  const rows = await queryRows<SummaryRow>(
    db,
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

interface LineRow {
  entry_id: unknown;
  line_no: unknown;
  date: string;
  kind: string;
  memo: string | null;
  reference: string | null;
  student_name: string | null;
  debit: unknown;
  credit: unknown;
  net: unknown;
}

/** The lines behind one row of the account summary, oldest first, with the balance after each. */
export async function accountLines(db: DbOrTx, user: SessionRecord, accountId: number, range: ReportRange): Promise<AccountLines> {
  const period = await reportPeriod(db, user, range);
  const [account] = await queryRows<{ id: unknown; code: string; name: string; type: AccountType; before: unknown; closing: unknown }>(
    db,
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
  const lines = await queryRows<LineRow>(
    db,
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
