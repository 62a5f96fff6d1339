import * as v from 'valibot';
import { isoDate, reportRange } from '@contract';

export interface RangeChoice {
  from: string;
  to: string;
  class_id?: number;
  section_id?: number;
}

export type RangeErrors = Partial<Record<'from' | 'to' | 'on', string>>;

const EMPTY: Record<'from' | 'to' | 'on', string> = {
  from: 'Choose the first day of the range.',
  to: 'Choose the last day of the range.',
  on: 'Choose the date of the balance sheet.',
};

/** The dialog's range checked as the server checks it (the contract's reportRange), field by field. */
export function checkRange(choice: Pick<RangeChoice, 'from' | 'to'>): RangeErrors {
  const errors: RangeErrors = {};
  if (!choice.from) errors.from = EMPTY.from;
  if (!choice.to) errors.to = EMPTY.to;
  if (errors.from || errors.to) return errors;
  const parsed = v.safeParse(reportRange, choice);
  if (parsed.success) return {};
  for (const issue of parsed.issues) {
    const key = v.getDotPath(issue);
    if ((key === 'from' || key === 'to') && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The balance sheet's one date. */
export function checkDay(on: string): RangeErrors {
  if (!on) return { on: EMPTY.on };
  const parsed = v.safeParse(isoDate, on);
  return parsed.success ? {} : { on: parsed.issues[0].message };
}
