/**
 * Money travels as integer minor units. People type and read major units ("1,250.50"), so the
 * conversion is done on the digits, never through a float.
 */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

export function parseMoney(text: string): number | null {
  const s = text.trim().replace(/,/g, '');
  if (!MONEY_PATTERN.test(s)) return null;
  const [whole, fraction = ''] = s.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const grouped = (whole: number) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * 1500 → "1,500": a count grouped as money is. Not `toLocaleString()`, whose first call loads
 * the browser's number-formatting data, a long task on a tablet's first render of the
 * dashboard, and whose grouping would differ from the amounts beside it.
 */
export function formatCount(n: number): string {
  return n < 0 ? `-${grouped(-n)}` : grouped(n);
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
