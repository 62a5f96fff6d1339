import { formatMoney, monthLabel, type BusFeePreview, type BusFeeRunInput, type BusFeeRunResult } from '@contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { bulkInsert } from '../../../lib/bulk-insert';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { defaultAccount, earlierBatch, studentCharge, writeEntries, allocatePayments } from '../../finance/public';
import { lockSchool } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';
import { busReference, feeRows, schoolProration } from './fee-rows';
import { daysInMonth } from './proration';
import type { IdempotencyClaim } from '../../../lib/idempotency';

/** `generate`, step one: each rider's charge for the month at today's rates, against what is billed already. */
export async function previewBusFees(db: DbOrTx, user: SessionRecord, month: string): Promise<BusFeePreview> {
  const proration = await schoolProration(db, user.schoolId);
  const { rows } = await feeRows(db, user, month, proration);
  const totals = { new: { students: 0, amount: 0 }, billed: { students: 0, amount: 0 }, changed: { students: 0, amount: 0 } };
  for (const row of rows) {
    totals[row.state].students += 1;
    totals[row.state].amount += row.state === 'new' ? row.amount : (row.billed ?? 0);
  }
  return { month, proration, days_in_month: daysInMonth(month), rows, totals };
}

const billedMessage = (students: number, month: string, amount: number, currency: string) =>
  `Billed ${students} ${students === 1 ? 'student' : 'students'} for ${month}: ${formatMoney(amount, currency)} in all.`;

/** A charge is dated on the run's day, but never before the rider's first day on the bus that month. */
const chargeDate = (runDate: string, firstDay: string | null | undefined) => (firstDay && firstDay > runDate ? firstDay : runDate);

/** What a run under this key already posted: the same request answers with it, another is refused. */
interface ChargeRow {
  entry_id: number;
  student_id: number;
  bus_id: number;
  category_id: number;
  days: number;
}

/** The run's charge rows in one INSERT whose rows travel as one JSON parameter (no builder walking 1,000 rows). */
async function insertCharges(tx: Tx, schoolId: number, month: string, rows: ChargeRow[]) {
  const firstOfMonth = `${month}-01`;
  await bulkInsert(
    tx,
    'bus_charges',
    { entry_id: 'bigint', school_id: 'bigint', student_id: 'bigint', month: 'date', bus_id: 'bigint', category_id: 'bigint', days: 'int' },
    rows.map((r) => ({ ...r, school_id: schoolId, month: firstOfMonth })),
  );
}


/**
 * `generate`, step two: one entry per rider not billed yet (Dr Students receivable, Cr Bus fee
 * income, both naming the student) and its charge row, all in one transaction: one bad row
 * posts nothing. Runs of one school take turns (the school row's lock), so two at once cannot
 * bill a student twice; billed and changed riders are left as they are. Payments made ahead
 * cover the new fees at once. The same key again is a replay.
 */
export async function generateBusFees(db: Db, actor: Actor, claim: IdempotencyClaim, input: BusFeeRunInput): Promise<BusFeeRunResult & { replayed: boolean }> {
  const date = input.date ?? `${input.month}-01`;
  const month = monthLabel(input.month);
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const replay = await earlierBatch(tx, actor.schoolId, claim);
    if (replay) return { message: billedMessage(replay.entries, month, replay.amount, actor.currency), billed: replay.entries, amount: replay.amount, replayed: true };
    const proration = await schoolProration(tx, actor.schoolId);
    const { rows, riders } = await feeRows(tx, actor, input.month, proration);
    const fresh = rows.filter((r) => r.state === 'new');
    if (fresh.length === 0) {
      await audit(tx, actor, { action: 'generate-bus-fee', entity: 'journal-entry', ids: [], detail: { month: input.month, billed: 0 } });
      return { message: `Nothing new to bill: every rider is already billed for ${month}.`, billed: 0, amount: 0, replayed: false };
    }
    const receivable = await defaultAccount(tx, actor.schoolId, 'receivable', 'month');
    const income = await defaultAccount(tx, actor.schoolId, 'bus-fee', 'month');
    const ids = await writeEntries(
      tx,
      actor,
      claim,
      fresh.map((r) => studentCharge({ studentId: r.student_id, amount: r.amount, receivable, income, date: chargeDate(date, riders.get(r.student_id)?.firstDay), reference: busReference(input.month), memo: `Bus fee, ${month}` })),
      { action: 'generate-bus-fee', entity: 'journal-entry' },
    );
    await insertCharges(
      tx,
      actor.schoolId,
      input.month,
      fresh.map((r, i) => {
        const rider = riders.get(r.student_id)!;
        return { entry_id: ids[i]!, student_id: r.student_id, bus_id: rider.charged.busId, category_id: rider.charged.categoryId, days: rider.days };
      }),
    );
    // Money paid ahead covers the new fees at once.
    await allocatePayments(tx, actor.schoolId, fresh.map((r) => r.student_id));
    const amount = fresh.reduce((sum, r) => sum + r.amount, 0);
    return { message: billedMessage(fresh.length, month, amount, actor.currency), billed: fresh.length, amount, replayed: false };
  });
}
