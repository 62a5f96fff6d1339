import { personalReportQuery } from '@contract';
import { checkRangeEnds } from '@/lib/field-issues';
import type { MonthRange } from './months';

export type MonthRangeErrors = Partial<Record<'from' | 'to', string>>;

const EMPTY = { from: 'Choose the first month.', to: 'Choose the last month.' };

/** The filter's months checked as the server checks them (the contract's report query), field by field. */
export const checkMonthRange = (choice: MonthRange): MonthRangeErrors => checkRangeEnds(personalReportQuery, choice, EMPTY);
