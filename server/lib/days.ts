import { addDays, dayLabel } from '@contract';

/** Calendar days as `YYYY-MM-DD` strings, for messages and date arithmetic on the server. */

/** A day as refusals and messages name it: "1 Dec 2026". */
export const dayName = (day: string) => dayLabel(day);

/** `day` moved by `days` (negative: earlier); one copy for the client and the server. */
export { addDays } from '@contract';

/** The day before `day`, where a replaced row ends. */
export const dayBefore = (day: string) => addDays(day, -1);
