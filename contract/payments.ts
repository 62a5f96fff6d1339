import * as v from 'valibot';
import { idField, isoDate, moneyField, noNul, optionalId, optionalText } from './fields';
import { listQuery } from './lists';

/** How a parent paid at the counter; the money lands in a cash or bank account either way. */
export const PAYMENT_METHODS = ['Cash', 'Check', 'Bank transfer', 'Card', 'Mobile money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * `POST /finance/payments` (`receive-payment`): Dr the cash account, Cr Students receivable
 * for the student. The cash account defaults to the user's own (the session's
 * `bus_account_id`), then to the school's cash for receipts. More than the student owes is a
 * prepayment, and allowed.
 */
export const paymentInput = v.object({
  student_id: idField,
  amount: v.pipe(moneyField('Amount'), v.minValue(1, 'Amount must be more than zero.')),
  account_id: optionalId,
  date: isoDate,
  method: v.optional(v.picklist(PAYMENT_METHODS, `Method is one of: ${PAYMENT_METHODS.join(', ')}.`), 'Cash'),
  payer: optionalText('Paid by', 80),
  memo: optionalText('Memo', 200),
});
export type PaymentInput = v.InferOutput<typeof paymentInput>;

/** The answer to a payment: its entry and its receipt. */
export interface PaymentPosted {
  message: string;
  entry_id: number;
  receipt_no: number;
}

/** `GET /finance/payers?q=`: students found by name, admission number or parent phone. */
export const payerQuery = v.object({
  q: v.pipe(v.string('Type a name, admission number or phone.'), noNul('Search'), v.trim(), v.minLength(1, 'Type a name, admission number or phone.'), v.maxLength(80, 'Search cannot be more than 80 characters long.')),
});

export interface Payer {
  id: number;
  name: string;
  admission_no: string;
  class_name: string | null;
  section_name: string | null;
  parent_phone: string | null;
  /** What the student owes now (negative: paid ahead), minor units. */
  balance: number;
}

/** A charge of the student's (a fee, a bus fee) and how much of it payments have covered. */
export interface OpenCharge {
  entry_id: number;
  date: string;
  memo: string | null;
  amount: number;
  paid: number;
}

/** `GET /finance/payers/{id}`: what the counter shows before it takes money. */
export interface PayerAccount extends Payer {
  /** Charges not fully covered, oldest first, and the latest covered ones. */
  charges: OpenCharge[];
  /** Payments not yet matched to a charge: a prepayment waiting for the next fee. */
  unallocated: number;
}

/** One charge a payment covered, written with the payment (oldest first). */
export interface Allocation {
  charge_entry_id: number;
  date: string;
  memo: string | null;
  amount: number;
}

/** `GET /finance/receipts/{number}`: everything a printed receipt shows. */
export interface Receipt {
  number: number;
  entry_id: number;
  date: string;
  amount: number;
  method: PaymentMethod;
  payer: string | null;
  memo: string | null;
  account_name: string;
  received_by: string | null;
  student: { id: number; name: string; admission_no: string; class_name: string | null; section_name: string | null };
  allocations: Allocation[];
  /** Part of the payment not matched to a charge yet (a prepayment). */
  unallocated: number;
  /** What the student owed just after this payment (entries after it left out): a reprint shows the same. */
  balance_after: number;
  /** A reversed payment's receipt keeps its number and is shown as void. */
  voided: boolean;
  /** The entry that reversed the payment, when and why; null while the payment stands. */
  reversal: { entry_id: number; date: string; reason: string | null } | null;
  /** What the student owes now, every entry to date counted (negative: paid ahead). */
  balance_now: number;
  /** The letterhead: the logo is the stored image's file name. */
  school: { name: string; address: string | null; phone: string | null; logo: string | null; currency: string };
}

/** `GET /finance/receipts`: the receipt book, newest first. */
export const receiptListQuery = listQuery(['number', 'date', 'amount'], {
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  student_id: v.optional(idField),
});

export interface ReceiptRow {
  number: number;
  entry_id: number;
  date: string;
  amount: number;
  method: PaymentMethod;
  student_id: number;
  student_name: string;
  admission_no: string;
  received_by: string | null;
  voided: boolean;
}
