// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MONEY_PROBLEM_MESSAGES } from '@contract';
import { AMOUNT_MESSAGE } from '../../forms/transfer-form';
import { paymentFormSchema } from '../forms/payment-form';
import { afterWords, balanceAfter, balanceWords, chargeLeft, placeOf } from '../lib/balance';
import { searchStatus } from '../lib/search-status';

describe('the balance as the counter reads it', () => {
  it('says owes, paid ahead or settled', () => {
    expect(balanceWords(4500, 'USD')).toBe('Owes USD 45.00');
    expect(balanceWords(-1250, 'USD')).toBe('Paid ahead USD 12.50');
    expect(balanceWords(0, 'USD')).toBe('Settled: owes nothing');
  });

  it('shows where a partial payment, an exact one and a prepayment leave the student', () => {
    expect(afterWords(4500, 2000, 'USD')).toBe('After this payment: owes USD 25.00');
    expect(afterWords(4500, 4500, 'USD')).toBe('After this payment: settled');
    expect(afterWords(4500, 5000, 'USD')).toBe('After this payment: paid ahead USD 5.00');
    expect(afterWords(4500, null, 'USD')).toBe('');
    expect(balanceAfter(-100, 100)).toBe(-200);
  });

  it('what is left of a charge never goes below zero, and where the student sits', () => {
    expect(chargeLeft({ entry_id: 1, date: '2026-11-01', memo: null, amount: 4500, paid: 2000 })).toBe(2500);
    expect(chargeLeft({ entry_id: 1, date: '2026-11-01', memo: null, amount: 4500, paid: 4500 })).toBe(0);
    expect(placeOf({ class_name: 'Grade 4', section_name: 'A' })).toBe('Grade 4 A');
    expect(placeOf({ class_name: null, section_name: null })).toBe('');
  });
});

describe('the payment form reads what was typed as the contract input', () => {
  const base = { amount: '1,250.50', account_id: '3', date: '2026-11-23', method: 'Cash', payer: '  Mary  ', memo: '' };
  const issues = (values: typeof base) => {
    const r = v.safeParse(paymentFormSchema, values);
    return r.success ? {} : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]));
  };

  it('major units with commas become minor units; blanks become "not given"', () => {
    expect(v.parse(paymentFormSchema, base)).toEqual({ amount: 125050, account_id: 3, date: '2026-11-23', method: 'Cash', payer: 'Mary', memo: null });
    expect(v.parse(paymentFormSchema, { ...base, account_id: '', payer: '' })).toMatchObject({ account_id: null, payer: null });
  });

  it('names what is wrong, field by field', () => {
    expect(issues({ ...base, amount: '' })).toEqual({ amount: 'Enter the amount.' });
    expect(issues({ ...base, amount: '12.345' })).toEqual({ amount: 'An amount has at most two decimals, such as 12.50.' });
    expect(issues({ ...base, amount: 'ten' })).toEqual({ amount: AMOUNT_MESSAGE });
    expect(issues({ ...base, amount: '12,50' })).toEqual({ amount: MONEY_PROBLEM_MESSAGES.comma });
    expect(issues({ ...base, amount: '0' })).toEqual({ amount: 'Amount must be more than zero.' });
    expect(issues({ ...base, date: '2026-02-30' })).toEqual({ date: 'There is no such date: that month has no day 30.' });
    expect(issues({ ...base, method: 'Barter' })).toHaveProperty('method');
    expect(issues({ ...base, memo: 'x'.repeat(201) })).toHaveProperty('memo');
  });
});

describe('the line under the search', () => {
  const state = { typed: 'ada', failed: null, waiting: false, found: 2, highlighted: false };
  it('says what the search is doing and what Enter will take', () => {
    expect(searchStatus({ ...state, typed: '' })).toBe('');
    expect(searchStatus({ ...state, waiting: true })).toBe('Searching…');
    expect(searchStatus(state)).toBe('2 students found. Enter takes the first one.');
    expect(searchStatus({ ...state, found: 1, highlighted: true })).toBe('1 student found. Enter takes the highlighted one.');
    expect(searchStatus({ ...state, found: 0 })).toBe('No student matches “ada”.');
    expect(searchStatus({ ...state, failed: 'Cannot reach the server' })).toBe('The search failed (Cannot reach the server).');
  });
});
