/** Natural order: "1000" after "999", "CHK-10" after "CHK-9". */
const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/** The highest of the numbers used, read as numbers; null when none. */
export function highestNumber(used: readonly string[]): string | null {
  return used.length ? [...used].sort(byNumber).at(-1)! : null;
}

/**
 * The number after `number` in the book: its last run of digits plus one, keeping its leading
 * zeros and any prefix ("000123" → "000124", "CHK-0099" → "CHK-0100", "999" → "1000"). Null
 * when it holds no digits to count on from.
 */
export function numberAfter(number: string): string | null {
  const match = /^(.*?)(\d+)([^\d]*)$/.exec(number);
  if (!match) return null;
  const [, prefix, digits, suffix] = match as unknown as [string, string, string, string];
  const next = (BigInt(digits) + 1n).toString();
  return `${prefix}${next.padStart(digits.length, '0')}${suffix}`;
}

/** The suggestion for a new check: the number after the highest used on the account. */
export function nextCheckNumber(used: readonly string[]): string | null {
  const highest = highestNumber(used);
  return highest ? numberAfter(highest) : null;
}
