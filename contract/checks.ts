import * as v from 'valibot';
import { idField, isoDate, moneyField, noNul, optionalText, requiredText } from './fields';
import { listQuery } from './lists';

export const CHECK_STATUSES = ['Issued', 'Cleared', 'Voided'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

const checkNumber = v.pipe(
  v.string('Check number must be text.'),
  noNul('Check number'),
  v.trim(),
  v.nonEmpty('Check number is required.'),
  v.maxLength(20, 'Check number must be at most 20 characters.'),
  v.regex(/^[A-Za-z0-9-]+$/, 'Check number may hold letters, digits and dashes only.'),
);

const checkLine = v.object({
  account_id: idField,
  amount: v.pipe(moneyField('Amount'), v.minValue(1, 'Amount must be more than zero.')),
});

/**
 * `POST /finance/checks` (`write-check`): Dr each expense (or liability) line, Cr the bank
 * account for the total. The number is unique per bank account.
 */
export const checkInput = v.object({
  bank_account_id: idField,
  number: checkNumber,
  payee: requiredText('Payee', 80),
  date: isoDate,
  memo: optionalText('Memo', 200),
  lines: v.pipe(
    v.array(checkLine, 'Lines must be a list.'),
    v.minLength(1, 'Add at least one expense line.'),
    v.maxLength(20, 'A check has at most 20 lines.'),
  ),
});
export type CheckInput = v.InferOutput<typeof checkInput>;

/** `POST /finance/checks/{id}/clear`: the bank has paid it, on this date. */
export const clearCheckInput = v.object({ date: isoDate });

/** `POST /finance/checks/{id}/void` (an idempotent money mutation): posts the reversal on `date`. */
export const voidCheckInput = v.object({ date: isoDate, reason: requiredText('Reason', 200, 3) });
export type VoidCheckInput = v.InferOutput<typeof voidCheckInput>;

export interface CheckLine {
  account_id: number;
  account_code: string;
  account_name: string;
  amount: number;
}

/** A check and its voucher: the amount is read from its entry, never stored. */
export interface Check {
  id: number;
  version: number;
  number: string;
  payee: string;
  date: string;
  memo: string | null;
  bank_account_id: number;
  bank_account_name: string;
  amount: number;
  status: CheckStatus;
  cleared_on: string | null;
  voided_on: string | null;
  entry_id: number;
  void_entry_id: number | null;
  written_by: string | null;
  lines: CheckLine[];
  /** The voucher's letterhead: the logo is the stored image's file name. */
  school: { name: string; address: string | null; phone: string | null; logo: string | null };
}

/** `GET /finance/checks`: the check register. */
export const checkListQuery = listQuery(['date', 'number', 'payee', 'amount'], {
  status: v.optional(v.picklist(CHECK_STATUSES)),
  bank_account_id: v.optional(idField),
  from: v.optional(isoDate),
  to: v.optional(isoDate),
});

export type CheckRow = Omit<Check, 'lines' | 'memo' | 'school'>;
