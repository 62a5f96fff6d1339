import * as v from 'valibot';
import { isoDate, reportRange } from '@contract';
import { checkRangeEnds } from '@/lib/field-issues';

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
export const checkRange = (choice: Pick<RangeChoice, 'from' | 'to'>): RangeErrors => checkRangeEnds(reportRange, choice, EMPTY);

/** The balance sheet's one date. */
export function checkDay(on: string): RangeErrors {
  if (!on) return { on: EMPTY.on };
  const parsed = v.safeParse(isoDate, on);
  return parsed.success ? {} : { on: parsed.issues[0].message };
}
