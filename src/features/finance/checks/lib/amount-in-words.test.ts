// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords: the words line of a check', () => {
  it.each([
    [0, 'Zero and 00/100'],
    [5, 'Zero and 05/100'],
    [100, 'One and 00/100'],
    [1_900, 'Nineteen and 00/100'],
    [2_100, 'Twenty-one and 00/100'],
    [10_000, 'One hundred and 00/100'],
    [125_050, 'One thousand two hundred fifty and 50/100'],
    [100_000_000, 'One million and 00/100'],
    [123_456_789_01, 'One hundred twenty-three million four hundred fifty-six thousand seven hundred eighty-nine and 01/100'],
    [1_000_000_000_000, 'Ten billion and 00/100'],
  ])('%i minor units read %j', (minor, words) => {
    expect(amountInWords(minor)).toBe(words);
  });
});
