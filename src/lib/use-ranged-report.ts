import { useState } from 'react';
import { todayIn } from './today';

/**
 * What every ranged report page needs: the school's today, the range it shows (the address's,
 * or the report's default), its words for the header, and the filter dialog's open state.
 * A report reads its range its own way (days for finance, months for payroll), so it passes
 * how to settle the range from the address and how to name it.
 */
export function useRangedReport<Search, Range>(
  search: Search,
  timeZone: string | undefined,
  settle: (search: Search, today: string) => Range,
  name: (range: Range, today: string) => string,
) {
  const today = todayIn(timeZone);
  const range = settle(search, today);
  const [filtering, setFiltering] = useState(false);
  const closeFilter = () => setFiltering(false);
  return {
    today,
    range,
    label: name(range, today),
    filtering,
    openFilter: () => setFiltering(true),
    closeFilter,
    /** What the page's range dialog takes from here (it adds its initial choice and how to apply one). */
    dialog: { open: filtering, onClose: closeFilter, today },
  };
}
