/**
 * Money travels as integer minor units. People type and read major units ("1,250.50"), so the
 * conversion is done on the digits, never through a float.
 */

/** The largest amount any money field takes, in minor units (the contract's money field). */
export const MONEY_MAX = 1_000_000_000_000;

/**
 * Why a typed amount is refused, when a plainer word than "enter an amount" helps: a comma that
 * is not a thousands separator ("12,50" is not 1,250), a third decimal, or an amount over the most.
 */
export type MoneyProblem = 'format' | 'comma' | 'decimals' | 'too-large';

/** What to tell the person typing, per problem; `format` is left to each form's own example. */
export const MONEY_PROBLEM_MESSAGES: Record<Exclude<MoneyProblem, 'format'>, string> = {
  comma: 'Use a point for decimals, such as 12.50. A comma only separates thousands, as in 1,250.50.',
  decimals: 'An amount has at most two decimals, such as 12.50.',
  'too-large': `The amount is too large (at most ${formatMoney(MONEY_MAX)}).`,
};

// A comma only between groups of three digits: 1,250.50 and 1250.50, never 12,50 or 1,2,3.
const PLAIN = /^(\d+)(?:\.(\d+))?$/;
const GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;
const NUMBER_WITH_COMMAS = /^[\d,]*\d[\d,]*(?:\.\d*)?$/;

/** Reads a typed amount: its minor units, or why it is refused. */
export function readMoney(text: string): { minor: number } | { problem: MoneyProblem } {
  const s = text.trim();
  const match = PLAIN.exec(s) ?? GROUPED.exec(s);
  if (!match) return { problem: s.includes(',') && NUMBER_WITH_COMMAS.test(s) ? 'comma' : 'format' };
  const [, digits = '', fraction = ''] = match;
  if (fraction.length > 2) return { problem: 'decimals' };
  const whole = digits.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  // Beyond 13 digits Number() would round; such an amount is over the most anyway.
  if (whole.length > 13) return { problem: 'too-large' };
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor > MONEY_MAX ? { problem: 'too-large' } : { minor };
}

/** A typed amount in minor units, or null when it is not one (see `readMoney` for why). */
export function parseMoney(text: string): number | null {
  const read = readMoney(text);
  return 'minor' in read ? read.minor : null;
}

// A declaration, not a const: the messages above format the most at the module's load.
function grouped(whole: number) {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * 1500 → "1,500": a count grouped as money is. Not `toLocaleString()`, whose first call loads
 * the browser's number-formatting data, a long task on a tablet's first render of the
 * dashboard, and whose grouping would differ from the amounts beside it.
 */
export function formatCount(n: number): string {
  return n < 0 ? `-${grouped(-n)}` : grouped(n);
}

/** A whole amount in a few characters, for a chart's axis: 950 → "950", 45000 → "45K", 2854000 → "2.9M". */
export function formatShort(n: number): string {
  const abs = Math.abs(n);
  const [div, unit] = abs >= 1e9 ? [1e9, 'B'] : abs >= 1e6 ? [1e6, 'M'] : abs >= 1e3 ? [1e3, 'K'] : [1, ''];
  const scaled = n / div;
  const digits = div > 1 && Math.abs(scaled) < 10 && !Number.isInteger(scaled) ? 1 : 0;
  return `${scaled.toFixed(digits).replace(/\.0$/, '')}${unit}`;
}

/** 123450 → "1,234.50", with the currency code when given. */
export function formatMoney(minor: number, currency?: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = grouped(Math.floor(abs / 100));
  const text = `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
  return currency ? `${currency} ${text}` : text;
}

/** For a form's initial value: 12500 → "125.00". */
export const moneyInput = (minor: number) => formatMoney(minor).replace(/,/g, '');
