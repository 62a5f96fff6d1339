import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { moneyInput } from '@contract';
import { formValues } from './form-values';
import { filled, moneyText } from './from-text';

const schema = v.object({ name: v.string(), class_id: v.string(), hire_date: v.string(), days: v.array(v.string()), active: v.boolean(), status: v.string() });

describe('formValues', () => {
  it('starts an add form blank, or from the defaults it is given', () => {
    expect(formValues(schema, undefined, { status: 'Active', active: true, days: [] })).toEqual({
      name: '', class_id: '', hire_date: '', days: [], active: true, status: 'Active',
    });
  });

  it("fills an edit form from the row, as text, a timestamp's day and null as the default", () => {
    const row = { name: 'Amina', class_id: 7, hire_date: '2024-01-09T00:00:00.000Z', days: [1, 3], active: false, status: null, extra: 'not a field' };
    expect(formValues(schema, row, { status: 'Active' })).toEqual({
      name: 'Amina', class_id: '7', hire_date: '2024-01-09', days: ['1', '3'], active: false, status: 'Active',
    });
  });

  it('reads the fields of a schema piped through cross-field checks', () => {
    const piped = v.pipe(v.object({ start: v.string(), end: v.string() }), v.check((d) => d.end >= d.start));
    expect(formValues(piped, { start: '2025-01-01', end: '2025-01-31' })).toEqual({ start: '2025-01-01', end: '2025-01-31' });
  });
});

describe('formValues with money', () => {
  it('shows the minor units of a moneyText field in major units, and leaves other numbers as they are', () => {
    const fee = v.pipe(v.number(), v.integer());
    const schema = v.object({ monthly_fee: moneyText(fee, 'Enter an amount.'), seats: v.string() });
    expect(formValues(schema, { monthly_fee: 250050, seats: 40 })).toEqual({ monthly_fee: moneyInput(250050), seats: '40' });
    expect(formValues(schema, undefined)).toEqual({ monthly_fee: '', seats: '' });
  });
});

describe('formValues with a required money field', () => {
  it('still shows it in major units', () => {
    const schema = v.object({ monthly_fee: filled(moneyText(v.number(), 'Enter an amount.'), 'Enter the fee.') });
    expect(formValues(schema, { monthly_fee: 250000 })).toEqual({ monthly_fee: moneyInput(250000) });
  });
});
