import { useState } from 'react';
import { todayIn } from '@/lib/today';
import { effectiveMonthRange, monthRangeLabel, type MonthRange } from './months';
import type { MonthRangeSearch } from './search';

/**
 * What every ranged payroll report needs: the school's today, the months it shows (the
 * address's, or this year to this month), its words for the header, and the filter's state.
 */
export function useMonthRange(search: MonthRangeSearch, timeZone: string | undefined) {
  const today = todayIn(timeZone);
  const range: MonthRange = effectiveMonthRange(search, today);
  const [filtering, setFiltering] = useState(false);
  return {
    today,
    range,
    label: monthRangeLabel(range, today),
    filtering,
    openFilter: () => setFiltering(true),
    closeFilter: () => setFiltering(false),
  };
}
