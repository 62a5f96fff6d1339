import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, moneyInput, parseMoney } from './money';

describe('money', () => {
  it('parses major units into minor units without floats', () => {
    expect(parseMoney('1,250.5')).toBe(125050);
    expect(parseMoney('0.07')).toBe(7);
    expect(parseMoney('19.99')).toBe(1999);
    expect(parseMoney(' 300 ')).toBe(30000);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-5', '1.234', 'abc', '1e5', '12345678901']) expect(parseMoney(bad)).toBeNull();
  });

  it('formats minor units for reading and for editing', () => {
    expect(formatMoney(123450, 'KES')).toBe('KES 1,234.50');
    expect(formatMoney(-5)).toBe('-0.05');
    expect(moneyInput(1234567)).toBe('12345.67');
  });

  it('groups a count as it groups an amount, whatever the browser locale', () => {
    expect([0, 999, 1000, 1500, 1234567, -2500].map(formatCount)).toEqual(['0', '999', '1,000', '1,500', '1,234,567', '-2,500']);
    expect(formatCount(1234567)).toBe(formatMoney(123456700).slice(0, -3));
  });
});
