import { useRangedReport } from '@/lib/use-ranged-report';
import { effectiveMonthRange, monthRangeLabel } from './months';
import type { MonthRangeSearch } from './search';

/** A payroll report's months: the address's, or this year to this month. */
export const useMonthRange = (search: MonthRangeSearch, timeZone: string | undefined) => useRangedReport(search, timeZone, effectiveMonthRange, monthRangeLabel);
