import { formatDateTime } from '@/lib/format-date';
import { useLaggingData } from '@/lib/data-age';

/**
 * Said when the figures on screen are more than a few seconds old: with reports read from a copy
 * of the school's records (a replica, issue 34), that copy can fall behind. Printed too, so paper
 * says when its figures are from.
 */
export function LaggingNote({ timeZone, onRefresh }: { timeZone?: string | null; onRefresh?: () => void }) {
  const asOf = useLaggingData();
  if (!asOf) return null;
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 print:bg-transparent print:ring-0">
      <span>
        Figures as of <strong>{formatDateTime(asOf, timeZone ?? undefined)}</strong>. The newest changes are still on their way to the reports and will show shortly.
      </span>
      {onRefresh ? (
        <button type="button" onClick={onRefresh} className="font-medium text-amber-900 underline underline-offset-2 hover:text-amber-950 print:hidden">
          Refresh
        </button>
      ) : null}
    </p>
  );
}
