import * as v from 'valibot';
import { messageAnswer, pageOf, postedAnswer } from './answers';
import { endpoint } from './endpoint';
import { idField, idParams, isoDate, moneyField, noNul, optionalText, requiredText } from './fields';
import { listQuery } from './lists';
import { API } from './paths';

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

export const checkLineRow = v.object({
  account_id: v.number(),
  account_code: v.string(),
  account_name: v.string(),
  amount: v.number(),
});
export type CheckLine = v.InferOutput<typeof checkLineRow>;

/** A check and its voucher: the amount is read from its entry, never stored. */
const checkRowFields = {
  id: v.number(),
  version: v.number(),
  number: v.string(),
  payee: v.string(),
  date: v.string(),
  bank_account_id: v.number(),
  bank_account_name: v.string(),
  amount: v.number(),
  status: v.picklist(CHECK_STATUSES),
  cleared_on: v.nullable(v.string()),
  voided_on: v.nullable(v.string()),
  entry_id: v.number(),
  void_entry_id: v.nullable(v.number()),
  written_by: v.nullable(v.string()),
};
export const checkAnswer = v.object({
  ...checkRowFields,
  memo: v.nullable(v.string()),
  lines: v.array(checkLineRow),
  /** The voucher's letterhead: the logo is the stored image's file name. */
  school: v.object({ name: v.string(), address: v.nullable(v.string()), phone: v.nullable(v.string()), logo: v.nullable(v.string()) }),
});
export type Check = v.InferOutput<typeof checkAnswer>;

/** `GET /finance/checks`: the check register. */
export const checkListQuery = listQuery(['date', 'number', 'payee', 'amount'], {
  status: v.optional(v.picklist(CHECK_STATUSES)),
  bank_account_id: v.optional(idField),
  from: v.optional(isoDate),
  to: v.optional(isoDate),
});

export const checkRow = v.object(checkRowFields);
export type CheckRow = v.InferOutput<typeof checkRow>;

/** A check written: its entry and its id in the register. */
export const writtenCheckAnswer = v.object({ message: v.string(), entry_id: v.number(), check_id: v.number() });
export type WrittenCheck = v.InferOutput<typeof writtenCheckAnswer>;

/** `/finance/checks` (ADR 031): the register, write (under an Idempotency-Key), clear and void. */
export const checkEndpoints = {
  list: endpoint({ mount: API.checks, method: 'GET', path: '/', query: checkListQuery, output: pageOf(checkRow), paged: true }),
  write: endpoint({ mount: API.checks, method: 'POST', path: '/', body: checkInput, output: writtenCheckAnswer, status: 201 }),
  get: endpoint({ mount: API.checks, method: 'GET', path: '/:id', params: idParams, output: checkAnswer }),
  clear: endpoint({ mount: API.checks, method: 'POST', path: '/:id/clear', params: idParams, body: clearCheckInput, output: messageAnswer }),
  void: endpoint({ mount: API.checks, method: 'POST', path: '/:id/void', params: idParams, body: voidCheckInput, output: postedAnswer, status: 201 }),
};
