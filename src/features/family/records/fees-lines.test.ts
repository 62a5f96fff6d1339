import { describe, expect, it } from 'vitest';
import type { StatementLine } from '@contract';
import { balanceHeadline, balanceText, busLine, feeItems, lineReference, lineWhat } from './fees-lines';

const line = (over: Partial<StatementLine>): StatementLine => ({
  entry_id: 1, date: '2026-09-01', kind: 'fee', memo: null, reference: null, receipt_no: null, charge: 0, payment: 0, balance: 0, ...over,
});

describe('what a statement line says to a parent', () => {
  it('names fees by the office memo, and payments without the server\'s "Receipt N" memo', () => {
    expect(lineWhat(line({ kind: 'fee', memo: 'Tuition, September 2026', charge: 5000 }))).toBe('Tuition, September 2026');
    expect(lineWhat(line({ kind: 'fee', charge: 5000 }))).toBe('Fee');
    expect(lineWhat(line({ kind: 'payment', memo: 'Receipt 12', receipt_no: 12, payment: 3000 }))).toBe('Payment');
    expect(lineWhat(line({ kind: 'payment', memo: 'Paid by uncle', receipt_no: 12, payment: 3000 }))).toBe('Payment: Paid by uncle');
  });

  it('tells a reversed payment from a cancelled charge', () => {
    expect(lineWhat(line({ kind: 'reversal', charge: 3000 }))).toBe('Payment reversed');
    expect(lineWhat(line({ kind: 'reversal', payment: 5000, memo: 'Left the bus' }))).toBe('Charge cancelled: Left the bus');
    expect(lineWhat(line({ kind: 'adjustment', charge: 100 }))).toBe('Adjustment');
  });
});

describe('references', () => {
  it('shows what the office typed, never the ledger\'s own keys', () => {
    expect(lineReference('MPESA QWE123RTY')).toBe('MPESA QWE123RTY');
    expect(lineReference('CHQ 004512')).toBe('CHQ 004512');
    expect(lineReference('tuition:2026-09')).toBeNull();
    expect(lineReference('receipt:17388')).toBeNull();
    expect(lineReference('bus-fee:2026-09:3')).toBeNull();
    expect(lineReference(null)).toBeNull();
  });
});

describe('the statement as a phone list', () => {
  const statement = {
    from: '2026-09-01',
    opening: 0,
    lines: [
      line({ entry_id: 10, date: '2026-09-01', memo: 'Tuition, September', charge: 5000, balance: 5000 }),
      line({ entry_id: 11, date: '2026-09-05', kind: 'payment', memo: 'Receipt 7', receipt_no: 7, payment: 3000, balance: 2000, reference: 'M-PESA 1' }),
      line({ entry_id: 12, date: '2026-09-20', kind: 'reversal', receipt_no: 7, charge: 3000, balance: 5000 }),
    ],
  };

  it('lists the newest line first, each with its balance after it', () => {
    const items = feeItems(statement);
    expect(items.map((i) => [i.date, i.what, i.charge, i.payment, i.balance])).toEqual([
      ['2026-09-20', 'Payment reversed', 3000, 0, 5000],
      ['2026-09-05', 'Payment', 0, 3000, 2000],
      ['2026-09-01', 'Tuition, September', 5000, 0, 5000],
    ]);
  });

  it('links only a payment to its receipt', () => {
    const items = feeItems(statement);
    expect(items.map((i) => i.receipt)).toEqual([null, 7, null]);
    expect(items[1]!.reference).toBe('M-PESA 1');
  });

  it('brings a balance forward last, and only when there is one', () => {
    expect(feeItems({ ...statement, opening: 0 }).some((i) => i.opening)).toBe(false);
    const items = feeItems({ ...statement, opening: -1500 });
    expect(items.at(-1)).toMatchObject({ what: 'Balance brought forward', date: '2026-09-01', balance: -1500, opening: true, receipt: null });
  });

  it('keeps every line, even two of the same entry', () => {
    const twice = { ...statement, lines: [statement.lines[0]!, { ...statement.lines[0]!, balance: 10_000 }] };
    const keys = feeItems(twice).map((i) => i.key);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('balances in words', () => {
  it('says owed, paid ahead or nothing owed', () => {
    expect(balanceText(4500, 'USD')).toBe('USD 45.00 owed');
    expect(balanceText(-1000, 'USD')).toBe('USD 10.00 paid ahead');
    expect(balanceText(0, 'USD')).toBe('Nothing owed');
  });

  it('heads the page with what is due now', () => {
    expect(balanceHeadline(123_450, 'KES')).toEqual({ label: 'Balance due', amount: 'KES 1,234.50', tone: 'owed' });
    expect(balanceHeadline(-500, 'KES')).toEqual({ label: 'Paid ahead', amount: 'KES 5.00', tone: 'ahead' });
    expect(balanceHeadline(0, 'KES')).toEqual({ label: 'Nothing owed', amount: 'KES 0.00', tone: 'settled' });
  });

  it('names the bus, its zone and how it is ridden', () => {
    expect(busLine({ bus_number: '3', zone_name: 'North', category_name: 'Two way', rate: 2000, stop: 'Market', from: '2026-09-01' })).toBe('Bus 3 · North · Two way');
  });
});
