import * as v from 'valibot';
import { personalReportQuery } from '@contract';
import type { MonthRange } from './months';

export type MonthRangeErrors = Partial<Record<'from' | 'to', string>>;

const EMPTY = { from: 'Choose the first month.', to: 'Choose the last month.' };

/** The filter's months checked as the server checks them (the contract's report query), field by field. */
export function checkMonthRange(choice: MonthRange): MonthRangeErrors {
  const errors: MonthRangeErrors = {};
  if (!choice.from) errors.from = EMPTY.from;
  if (!choice.to) errors.to = EMPTY.to;
  if (errors.from || errors.to) return errors;
  const parsed = v.safeParse(personalReportQuery, choice);
  if (parsed.success) return {};
  for (const issue of parsed.issues) {
    const key = v.getDotPath(issue);
    if ((key === 'from' || key === 'to') && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
