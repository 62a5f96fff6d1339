import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
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

/**
 * The school's ledger as an hledger journal (`report-account`): account declarations with
 * their types, then one transaction per entry in date order, its id as the code, the
 * student or employee of each line as a tag. An independent program can then check it
 * (`hledger check -s`) and total it (`hledger bse`, `hledger is`).
 */
export async function hledgerJournal(db: DbOrTx, user: SessionRecord, range: { from?: string; to?: string }): Promise<string> {
  const [school] = await db.select({ name: schools.name, currency: schools.currency }).from(schools).where(eq(schools.id, user.schoolId));
  const chart = await db.select().from(accounts).where(eq(accounts.schoolId, user.schoolId)).orderBy(asc(accounts.code));
  const names = new Map(chart.map((a) => [a.id, accountName(a.code, a.name)]));
  const when: SQL[] = [eq(journalEntries.schoolId, user.schoolId)];
  if (range.from) when.push(gte(journalEntries.entryDate, range.from));
  if (range.to) when.push(lte(journalEntries.entryDate, range.to));
  const lines = await db
    .select({
      entryId: journalEntries.id,
      date: journalEntries.entryDate,
      kind: journalEntries.kind,
      memo: journalEntries.memo,
      reversesId: journalEntries.reversesId,
      accountId: journalLines.accountId,
      debit: journalLines.debit,
      credit: journalLines.credit,
      student: sql<string | null>`${students.firstName} || ' ' || ${students.lastName}`,
      employee: sql<string | null>`${employees.firstName} || ' ' || ${employees.lastName}`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .leftJoin(students, eq(students.id, journalLines.studentId))
    .leftJoin(employees, eq(employees.id, journalLines.employeeId))
    .where(and(...when))
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.id), asc(journalLines.lineNo));

  const currency = school?.currency ?? 'USD';
  const out: string[] = [
    `; ${tagValue(school?.name ?? 'School')}: the ledger exported by Schooldesk${range.from || range.to ? `, ${range.from ?? 'start'} to ${range.to ?? 'today'}` : ''}`,
    `commodity ${currency} 1000.00`,
    '',
    ...chart.map((a) => `account ${names.get(a.id)}  ; type: ${TYPE_LETTER[a.type as AccountType]}`),
  ];
  let current: number | undefined;
  for (const line of lines) {
    if (line.entryId !== current) {
      current = line.entryId;
      const tags = [`kind:${line.kind}`, ...(line.reversesId ? [`reverses:${line.reversesId}`] : [])].join(', ');
      out.push('', `${line.date} (${line.entryId}) ${clean(line.memo ?? line.kind, /\|/g)}  ; ${tags}`);
    }
    const party = line.student ? `  ; student:${tagValue(line.student)}` : line.employee ? `  ; employee:${tagValue(line.employee)}` : '';
    out.push(`    ${names.get(line.accountId)}  ${currency} ${hledgerAmount(line.debit - line.credit)}${party}`);
  }
  return `${out.join('\n')}\n`;
}
