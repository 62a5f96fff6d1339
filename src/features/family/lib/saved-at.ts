import { MONTH_SHORT_NAMES, WEEKDAY_SHORT_NAMES } from '@contract';

/** When a saved copy was fetched, as "14:05, Tue 3 Nov" on the phone's clock (a copy may be days old). */
export function savedAt(ms: number, now = new Date()): string {
  const at = new Date(ms);
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  const day = `${WEEKDAY_SHORT_NAMES[(at.getDay() + 6) % 7]} ${at.getDate()} ${MONTH_SHORT_NAMES[at.getMonth()]}`;
  return `${time}, ${day}${at.getFullYear() === now.getFullYear() ? '' : ` ${at.getFullYear()}`}`;
}
