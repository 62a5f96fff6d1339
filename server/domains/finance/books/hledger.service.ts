import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AccountType } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { accounts, employees, journalEntries, journalLines, schools, students } from '../../../db/schema';
import type { SessionRecord } from '../../../lib/session';

/** hledger's account type letters (`; type:` on an account declaration). */
const TYPE_LETTER: Record<AccountType, string> = { asset: 'A', liability: 'L', equity: 'E', income: 'R', expense: 'X' };

/**
 * Text safe inside a journal line: one line, no comment marker, no run of spaces (two spaces
 * end an account name), no colon in a name (it would start a sub-account), no comma in a tag.
 */
const clean = (text: string, extra: RegExp) => text.replace(/[\r\n\t;]+/g, ' ').replace(extra, '-').replace(/ {2,}/g, ' ').trim();
const accountName = (code: string, name: string) => clean(`${code} ${name}`, /:/g);
const tagValue = (text: string) => clean(text, /[,:]/g);

/** 123450 → "1234.50", -5 → "-0.05": minor units written with two decimals, never through a float. */
export function hledgerAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** How many entries one read takes: a page of the ledger, whatever its size. */
export const ENTRIES_PER_READ = 500;

/**
 * The school's ledger as an hledger journal (`report-account`): account declarations with
 * their types, then one transaction per entry in date order, its id as the code, the
 * student or employee of each line as a tag. An independent program can then check it
 * (`hledger check -s`) and total it (`hledger bse`, `hledger is`).
 *
 * Written as it is read: a page of `perRead` entries at a time, each page found by its key
 * (date, id) after the last one through the entries' date index, so the first bytes leave at
 * once and memory holds one page whatever the ledger's size (issue 30).
 */
export async function* hledgerJournal(db: DbOrTx, user: SessionRecord, range: { from?: string; to?: string }, perRead = ENTRIES_PER_READ): AsyncGenerator<string> {
  const [school] = await db.select({ name: schools.name, currency: schools.currency }).from(schools).where(eq(schools.id, user.schoolId));
  const chart = await db.select().from(accounts).where(eq(accounts.schoolId, user.schoolId)).orderBy(asc(accounts.code));
  const names = new Map(chart.map((a) => [a.id, accountName(a.code, a.name)]));
  const currency = school?.currency ?? 'USD';
  const head = [
    `; ${tagValue(school?.name ?? 'School')}: the ledger exported by Schooldesk${range.from || range.to ? `, ${range.from ?? 'start'} to ${range.to ?? 'today'}` : ''}`,
    `commodity ${currency} 1000.00`,
    '',
    ...chart.map((a) => `account ${names.get(a.id)}  ; type: ${TYPE_LETTER[a.type as AccountType]}`),
  ];
  yield `${head.join('\n')}\n`;

  const within: SQL[] = [eq(journalEntries.schoolId, user.schoolId)];
  if (range.from) within.push(gte(journalEntries.entryDate, range.from));
  if (range.to) within.push(lte(journalEntries.entryDate, range.to));
  let after: { date: string; id: number } | undefined;
  for (;;) {
    const page = await db
      .select({ id: journalEntries.id, date: journalEntries.entryDate, kind: journalEntries.kind, memo: journalEntries.memo, reversesId: journalEntries.reversesId })
      .from(journalEntries)
      .where(and(...within, after && sql`(${journalEntries.entryDate}, ${journalEntries.id}) > (${after.date}::date, ${after.id})`))
      .orderBy(asc(journalEntries.entryDate), asc(journalEntries.id))
      .limit(perRead);
    if (!page.length) return;
    const lines = await db
      .select({
        entryId: journalLines.entryId,
        accountId: journalLines.accountId,
        debit: journalLines.debit,
        credit: journalLines.credit,
        student: sql<string | null>`${students.firstName} || ' ' || ${students.lastName}`,
        employee: sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`,
      })
      .from(journalLines)
      .leftJoin(students, eq(students.id, journalLines.studentId))
      .leftJoin(employees, eq(employees.id, journalLines.employeeId))
      .where(inArray(journalLines.entryId, page.map((e) => e.id)))
      .orderBy(asc(journalLines.entryId), asc(journalLines.lineNo));
    const linesOf = new Map<number, typeof lines>();
    for (const line of lines) linesOf.set(line.entryId, [...(linesOf.get(line.entryId) ?? []), line]);
    const out: string[] = [];
    for (const entry of page) {
      const postings = linesOf.get(entry.id);
      if (!postings) continue;
      const tags = [`kind:${entry.kind}`, ...(entry.reversesId ? [`reverses:${entry.reversesId}`] : [])].join(', ');
      out.push('', `${entry.date} (${entry.id}) ${clean(entry.memo ?? entry.kind, /\|/g)}  ; ${tags}`);
      for (const line of postings) {
        const party = line.student ? `  ; student:${tagValue(line.student)}` : line.employee ? `  ; employee:${tagValue(line.employee)}` : '';
        out.push(`    ${names.get(line.accountId)}  ${currency} ${hledgerAmount(line.debit - line.credit)}${party}`);
      }
    }
    yield `${out.join('\n')}\n`;
    const last = page.at(-1)!;
    after = { date: last.date, id: last.id };
  }
}
