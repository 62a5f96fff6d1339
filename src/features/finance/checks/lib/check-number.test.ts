// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { highestNumber, nextCheckNumber, numberAfter } from './check-number';

describe('the next check number', () => {
  it.each([
    ['100245', '100246'],
    ['000123', '000124'],
    ['0099', '0100'],
    ['999', '1000'],
    ['CHK-0099', 'CHK-0100'],
    ['A12-B', 'A13-B'],
  ])('after %s comes %s', (number, next) => {
    expect(numberAfter(number)).toBe(next);
  });

  it('has no suggestion after a number without digits', () => {
    expect(numberAfter('VOID')).toBeNull();
  });

  it('reads the highest used as a number, not as text', () => {
    expect(highestNumber(['998', '999', '1000', '99'])).toBe('1000');
    expect(nextCheckNumber(['998', '999', '1000', '99'])).toBe('1001');
    expect(nextCheckNumber(['chk-9', 'CHK-10'])).toBe('CHK-11');
  });

  it('has no suggestion for an account with no checks yet', () => {
    expect(nextCheckNumber([])).toBeNull();
  });
});
