import { useState } from 'react';
import { todayIn } from '@/lib/today';
import { effectiveRange, rangeLabel, type DateRange } from './range';
import type { RangeSearch } from './search';

/**
 * What every ranged report page needs: the school's today, the range it shows (the address's,
 * or this month), its words for the header, and the filter dialog's open state.
 */
export function useReportRange(search: RangeSearch, timeZone: string | undefined) {
  const today = todayIn(timeZone);
  const range: DateRange = effectiveRange(search, today);
  const [filtering, setFiltering] = useState(false);
  return {
    today,
    range,
    label: rangeLabel(range, today),
    filtering,
    openFilter: () => setFiltering(true),
    closeFilter: () => setFiltering(false),
  };
}
