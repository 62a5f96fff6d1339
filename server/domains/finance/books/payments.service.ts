import { eq, sql } from 'drizzle-orm';
import type { PaymentInput } from '@contract';
import type { Db, Tx } from '../../../db/client';
import { receipts } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { unprocessable } from '../../../lib/errors';
import { postOnce, writeEntry } from '../ledger/ledger';
import { lockSchool } from '../../../lib/rows';
import { requireStudentInScope } from '../../../lib/scope';
import { counterAccount, defaultAccount } from '../ledger/chart';
import { allocatePayments } from '../ledger/student-ledger';
import type { IdempotencyClaim } from '../../../lib/idempotency';


/** The school's next receipt number; the caller holds the school's lock, so none is skipped or given twice. */
async function nextReceiptNo(tx: Tx, schoolId: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${receipts.number}), 0)` })
    .from(receipts)
    .where(eq(receipts.schoolId, schoolId));
  return Number(row?.last ?? 0) + 1;
}

/**
 * Receive payment: Dr the cash account, Cr Students receivable for the student, a receipt
 * numbered next in the school's book, and the payment matched to the student's open charges,
 * oldest first, all in one transaction. More than is owed is a prepayment and waits for the
 * next charge. The same key again answers with the first payment.
 */
export async function receivePayment(db: Db, actor: Actor, claim: IdempotencyClaim, input: PaymentInput) {
  const posted = await postOnce(db, actor, claim, async (tx) => {
    await lockSchool(tx, actor.schoolId);
    await requireStudentInScope(tx, actor, input.student_id, () => unprocessable('student_id', 'Choose a student of this school.'));
    const cash = await counterAccount(tx, actor, input.account_id);
    const receivable = await defaultAccount(tx, actor.schoolId, 'receivable', 'student_id');
    const number = await nextReceiptNo(tx, actor.schoolId);
    const entryId = await writeEntry(tx, actor, claim, {
      date: input.date,
      kind: 'payment',
      memo: input.memo ?? `Receipt ${number}`,
      reference: `receipt:${number}`,
      lines: [
        { accountId: cash, debit: input.amount, field: 'account_id' },
        { accountId: receivable, credit: input.amount, studentId: input.student_id, field: 'student_id' },
      ],
    });
    await tx.insert(receipts).values({ schoolId: actor.schoolId, number, entryId, entryDate: input.date, studentId: input.student_id, method: input.method, payer: input.payer });
    await allocatePayments(tx, actor.schoolId, [input.student_id]);
    return entryId;
  });
  const [receipt] = await db.select({ number: receipts.number }).from(receipts).where(eq(receipts.entryId, posted.entryId));
  return { ...posted, receiptNo: receipt!.number };
}
