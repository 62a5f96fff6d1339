import * as v from 'valibot';
import { pageOf } from './answers';
import { endpoint } from './endpoint';
import { idField, idParams, isoDate, moneyField, noNul, optionalId, optionalText } from './fields';
import { listQuery } from './lists';
import { API } from './paths';

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
export const paymentPosted = v.object({ message: v.string(), entry_id: v.number(), receipt_no: v.number() });
export type PaymentPosted = v.InferOutput<typeof paymentPosted>;

/** `GET /finance/payers?q=`: students found by name, admission number or parent phone. */
export const payerQuery = v.object({
  q: v.pipe(v.string('Type a name, admission number or phone.'), noNul('Search'), v.trim(), v.minLength(1, 'Type a name, admission number or phone.'), v.maxLength(80, 'Search cannot be more than 80 characters long.')),
});

const payerFields = {
  id: v.number(),
  name: v.string(),
  admission_no: v.string(),
  class_name: v.nullable(v.string()),
  section_name: v.nullable(v.string()),
  parent_phone: v.nullable(v.string()),
  /** What the student owes now (negative: paid ahead), minor units. */
  balance: v.number(),
};
export const payerRow = v.object(payerFields);
export type Payer = v.InferOutput<typeof payerRow>;

/** A charge of the student's (a fee, a bus fee) and how much of it payments have covered. */
export const openCharge = v.object({
  entry_id: v.number(),
  date: v.string(),
  memo: v.nullable(v.string()),
  amount: v.number(),
  paid: v.number(),
});
export type OpenCharge = v.InferOutput<typeof openCharge>;

/** `GET /finance/payers/{id}`: what the counter shows before it takes money. */
export const payerAccountAnswer = v.object({
  ...payerFields,
  /** Charges not fully covered, oldest first, and the latest covered ones. */
  charges: v.array(openCharge),
  /** Payments not yet matched to a charge: a prepayment waiting for the next fee. */
  unallocated: v.number(),
});
export type PayerAccount = v.InferOutput<typeof payerAccountAnswer>;

/** One charge a payment covered, written with the payment (oldest first). */
export const allocationRow = v.object({
  charge_entry_id: v.number(),
  date: v.string(),
  memo: v.nullable(v.string()),
  amount: v.number(),
});
export type Allocation = v.InferOutput<typeof allocationRow>;

/** `GET /finance/receipts/{number}`: everything a printed receipt shows. */
export const receiptAnswer = v.object({
  number: v.number(),
  entry_id: v.number(),
  date: v.string(),
  amount: v.number(),
  method: v.picklist(PAYMENT_METHODS),
  payer: v.nullable(v.string()),
  memo: v.nullable(v.string()),
  account_name: v.string(),
  received_by: v.nullable(v.string()),
  student: v.object({ id: v.number(), name: v.string(), admission_no: v.string(), class_name: v.nullable(v.string()), section_name: v.nullable(v.string()) }),
  allocations: v.array(allocationRow),
  /** Part of the payment not matched to a charge yet (a prepayment). */
  unallocated: v.number(),
  /** What the student owed just after this payment (entries after it left out): a reprint shows the same. */
  balance_after: v.number(),
  /** A reversed payment's receipt keeps its number and is shown as void. */
  voided: v.boolean(),
  /** The entry that reversed the payment, when and why; null while the payment stands. */
  reversal: v.nullable(v.object({ entry_id: v.number(), date: v.string(), reason: v.nullable(v.string()) })),
  /** What the student owes now, every entry to date counted (negative: paid ahead). */
  balance_now: v.number(),
  /** The letterhead: the logo is the stored image's file name. */
  school: v.object({ name: v.string(), address: v.nullable(v.string()), phone: v.nullable(v.string()), logo: v.nullable(v.string()), currency: v.string() }),
});
export type Receipt = v.InferOutput<typeof receiptAnswer>;

/** `GET /finance/receipts`: the receipt book, newest first. */
export const receiptListQuery = listQuery(['number', 'date', 'amount'], {
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  student_id: v.optional(idField),
});

export const receiptRow = v.object({
  number: v.number(),
  entry_id: v.number(),
  date: v.string(),
  amount: v.number(),
  method: v.picklist(PAYMENT_METHODS),
  student_id: v.number(),
  student_name: v.string(),
  admission_no: v.string(),
  received_by: v.nullable(v.string()),
  voided: v.boolean(),
});
export type ReceiptRow = v.InferOutput<typeof receiptRow>;

/** The fee counter (ADR 031): `/finance/payments`, `/finance/payers` and `/finance/receipts`. */
export const paymentEndpoints = {
  /** Under an Idempotency-Key; a replay answers the same receipt. */
  receive: endpoint({ mount: API.payments, method: 'POST', path: '/', body: paymentInput, output: paymentPosted, status: 201 }),
  payers: endpoint({ mount: API.payers, method: 'GET', path: '/', query: payerQuery, output: v.array(payerRow) }),
  payer: endpoint({ mount: API.payers, method: 'GET', path: '/:id', params: idParams, output: payerAccountAnswer }),
  receipts: endpoint({ mount: API.receipts, method: 'GET', path: '/', query: receiptListQuery, output: pageOf(receiptRow), paged: true }),
  /** By number (`/finance/receipts/{number}`); the param is named id so a bad number is refused as before. */
  receipt: endpoint({ mount: API.receipts, method: 'GET', path: '/:id', params: idParams, output: receiptAnswer }),
};
