import { useRangedReport } from '@/lib/use-ranged-report';
import { effectiveRange, rangeLabel } from './range';
import type { RangeSearch } from './search';

/** A finance report's range: the address's dates, or this month. */
export const useReportRange = (search: RangeSearch, timeZone: string | undefined) => useRangedReport(search, timeZone, effectiveRange, rangeLabel);
