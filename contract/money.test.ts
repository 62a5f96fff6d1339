import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatShort, MONEY_MAX, moneyInput, parseMoney, readMoney } from './money';

describe('money', () => {
  it('parses major units into minor units without floats', () => {
    expect(parseMoney('1,250.5')).toBe(125050);
    expect(parseMoney('0.07')).toBe(7);
    expect(parseMoney('19.99')).toBe(1999);
    expect(parseMoney(' 300 ')).toBe(30000);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-5', '1.234', 'abc', '1e5', '12345678901', '12.']) expect(parseMoney(bad)).toBeNull();
  });

  it('takes a comma only as a thousands separator, in groups of three', () => {
    expect(parseMoney('1,250.50')).toBe(125050);
    expect(parseMoney('1,250,000')).toBe(125000000);
    expect(parseMoney('1250.50')).toBe(125050);
    // "12,50" is twelve and a half typed the European way, never 1,250.00.
    for (const bad of ['12,50', '1,2,3', '1250,5', '1,25', ',500', '1,,250', '1250,']) {
      expect(parseMoney(bad), bad).toBeNull();
      expect(readMoney(bad), bad).toEqual({ problem: 'comma' });
    }
  });

  it('says what is wrong with an amount', () => {
    expect(readMoney('1,250.505')).toEqual({ problem: 'decimals' });
    expect(readMoney('12.345')).toEqual({ problem: 'decimals' });
    expect(readMoney('10000000000.01')).toEqual({ problem: 'too-large' });
    expect(readMoney('99999999999999999999')).toEqual({ problem: 'too-large' });
    expect(readMoney('10,000,000,000')).toEqual({ minor: MONEY_MAX });
    expect(readMoney('abc')).toEqual({ problem: 'format' });
    expect(readMoney('-5')).toEqual({ problem: 'format' });
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

describe('formatShort', () => {
  it('says an axis amount in a few characters', () => {
    expect([0, 950, 45_000, 2_854_000, 1_500, 12_345_678, 3_000_000_000, -2_500].map(formatShort)).toEqual(['0', '950', '45K', '2.9M', '1.5K', '12M', '3B', '-2.5K']);
  });
});
