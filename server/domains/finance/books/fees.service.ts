import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { formatMoney, monthLabel, type FeePreview, type FeePreviewRow, type FeeRowState, type FeeRunInput, type FeeRunResult } from '@contract';
import { readRows, type Db, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { classes } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { unprocessable } from '../../../lib/errors';
import { earlierBatch, studentCharge, writeEntries } from '../ledger/ledger';
import { lockSchool } from '../../../lib/rows';
import { classInScope, studentInScope } from '../../../lib/scope';
import { allOf } from '../../../lib/listing';
import { isAdmin, type SessionRecord } from '../../../lib/session';
import { defaultAccount } from '../ledger/chart';
import { allocatePayments } from '../ledger/student-ledger';
import type { IdempotencyClaim } from '../../../lib/idempotency';

/** The entries of one month's tuition carry this reference: what "billed" means is read from them. */
export const tuitionReference = (month: string) => `tuition:${month}`;

/** billed and billed_entry_id are null for a student the month's tuition has not billed yet. */
const feeRow = v.object({
  student_id: int8,
  student_name: v.string(),
  admission_no: v.string(),
  class_name: v.string(),
  amount: int8,
  billed: v.nullable(int8),
  billed_entry_id: v.nullable(int8),
});

/**
 * Every Active student with an enrolment in one of the classes during the month (the latest
 * one, if they moved), their charge (the class fee less their discount) and what the ledger
 * already holds for them this month: tuition entries not reversed. Nothing is stored beside
 * the ledger.
 */
async function feeRows(db: DbOrTx, user: SessionRecord, input: FeeRunInput): Promise<FeePreviewRow[]> {
  const start = `${input.month}-01`;
  // Another school's class and a class out of the user's scope answer alike (ADR 013).
  const own = await db
    .select({ id: classes.id })
    .from(classes)
    .where(allOf(eq(classes.schoolId, user.schoolId), inArray(classes.id, input.class_ids), classInScope(user, classes.id)));
  if (own.length !== new Set(input.class_ids).size) throw unprocessable('class_ids', isAdmin(user) ? 'Choose classes of this school.' : 'Choose classes assigned to you.');
  const rows = await readRows(
    db,
    feeRow,
    sql`select distinct on (s.id) s.id as student_id, s.first_name || ' ' || s.last_name as student_name,
          s.admission_no, c.name as class_name, greatest(c.monthly_fee - s.fee_discount, 0) as amount, billed.amount as billed, billed.entry_id as billed_entry_id
        from enrolments e
        join students s on s.id = e.student_id and s.school_id = e.school_id
        join classes c on c.id = e.class_id and c.school_id = e.school_id
        left join (
          select l.student_id, sum(l.debit) as amount, max(je.id) as entry_id
          from journal_entries je join journal_lines l on l.entry_id = je.id and l.school_id = je.school_id
          where je.school_id = ${user.schoolId} and je.reference = ${tuitionReference(input.month)} and je.kind = 'fee' and l.debit > 0
            and not exists (select 1 from journal_entries r where r.school_id = je.school_id and r.reverses_id = je.id)
          group by l.student_id
        ) billed on billed.student_id = s.id
        where e.school_id = ${user.schoolId} and e.class_id in (${sql.join(input.class_ids.map((id) => sql`${id}`), sql`, `)})
          and s.status = 'Active' and ${studentInScope(user, sql`s.id`) ?? sql`true`}
          and e.enrolled_on <= (date_trunc('month', ${start}::date) + interval '1 month - 1 day')::date
          and (e.ended_on is null or e.ended_on >= ${start}::date)
        order by s.id, e.enrolled_on desc`,
  );
  return rows
    .map((r): FeePreviewRow => {
      const amount = Number(r.amount);
      const billed = r.billed === null ? null : Number(r.billed);
      const state: FeeRowState = billed === null ? 'new' : billed === amount ? 'billed' : 'changed';
      return {
        student_id: Number(r.student_id),
        student_name: r.student_name,
        admission_no: r.admission_no,
        class_name: r.class_name,
        amount,
        billed,
        billed_entry_id: r.billed_entry_id === null ? null : Number(r.billed_entry_id),
        state,
      };
    })
    .filter((r) => r.amount > 0 || r.billed !== null)
    .sort((a, b) => a.class_name.localeCompare(b.class_name) || a.student_name.localeCompare(b.student_name));
}

const billedMessage = (students: number, month: string, amount: number, currency: string) =>
  `Billed ${students} ${students === 1 ? 'student' : 'students'} for ${month}: ${formatMoney(amount, currency)} in all.`;

/** `generate-fee`, step one: who would be charged what, against what is billed already. */
export async function previewFees(db: DbOrTx, user: SessionRecord, input: FeeRunInput): Promise<FeePreview> {
  const rows = await feeRows(db, user, input);
  const totals = { new: { students: 0, amount: 0 }, billed: { students: 0, amount: 0 }, changed: { students: 0, amount: 0 } };
  for (const row of rows) {
    totals[row.state].students += 1;
    totals[row.state].amount += row.state === 'new' ? row.amount : (row.billed ?? 0);
  }
  return { month: input.month, rows, totals };
}

/**
 * `generate-fee`, step two: one entry per new student (Dr Students receivable, Cr Tuition
 * income, both naming the student), all in one transaction: one bad row posts nothing. Runs
 * of one school take turns (the school row's lock), so two at once cannot bill a student
 * twice; billed and changed students are left as they are. The same key again is a replay.
 */
export async function generateFees(db: Db, actor: Actor, claim: IdempotencyClaim, input: FeeRunInput): Promise<FeeRunResult & { replayed: boolean }> {
  const date = input.date ?? `${input.month}-01`;
  const month = monthLabel(date);
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const replay = await earlierBatch(tx, actor.schoolId, claim);
    if (replay) return { message: billedMessage(replay.entries, month, replay.amount, actor.currency), billed: replay.entries, amount: replay.amount, replayed: true };
    const rows = (await feeRows(tx, actor, input)).filter((r) => r.state === 'new');
    if (rows.length === 0) {
      await audit(tx, actor, { action: 'generate-fee', entity: 'journal-entry', ids: [], detail: { month: input.month, billed: 0 } });
      return { message: `Nothing new to bill: every student of these classes is already billed for ${month}.`, billed: 0, amount: 0, replayed: false };
    }
    const receivable = await defaultAccount(tx, actor.schoolId, 'receivable', 'class_ids');
    const tuition = await defaultAccount(tx, actor.schoolId, 'tuition', 'class_ids');
    await writeEntries(
      tx,
      actor,
      claim,
      rows.map((r) => studentCharge({ studentId: r.student_id, amount: r.amount, receivable, income: tuition, date, reference: tuitionReference(input.month), memo: `Tuition, ${month}` })),
      { action: 'generate-fee', entity: 'journal-entry' },
    );
    // Money paid ahead covers the new charges at once.
    await allocatePayments(tx, actor.schoolId, rows.map((r) => r.student_id));
    const amount = rows.reduce((sum, r) => sum + r.amount, 0);
    return { message: billedMessage(rows.length, month, amount, actor.currency), billed: rows.length, amount, replayed: false };
  });
}
