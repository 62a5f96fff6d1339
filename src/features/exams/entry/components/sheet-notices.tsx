import type { SheetLock } from '@contract';
import { SheetLoadProblem, type SheetLoadTexts } from '@/components/overlays/sheet-load-problem';
import { Button, buttonClass } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { entryHref } from '../api/picker';

export interface SheetNoticesProps {
  lock: SheetLock;
  /** Changes typed on this device and not sent. */
  unsent: number;
  /** When the draft the page opened with was last typed into; null when it opened without one. */
  restoredAt: number | null;
  /** Who saved the sheet after the draft began; null when nobody did. */
  stale: string | null;
  timeZone: string;
  onDiscard: () => void;
  onCompare: () => void;
}

/** Above the grid: why it is read only, that it opened with marks not sent, or that someone else saved since. */
export function SheetNotices({ lock, unsent, restoredAt, stale, timeZone, onDiscard, onCompare }: SheetNoticesProps) {
  if (lock) {
    return (
      <div role="status" className="space-y-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
        <p>
          <span className="font-semibold">Read only.</span> {lock.reason}
        </p>
        {unsent ? (
          <p className="flex flex-wrap items-center gap-2">
            Your {unsent === 1 ? 'change' : `${unsent} changes`} typed on this device cannot be saved while the marks are locked.
            <Button variant="secondary" onClick={onDiscard}>
              Discard my changes
            </Button>
          </p>
        ) : null}
      </div>
    );
  }
  if (stale) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300"
      >
        <span>{stale} saved these marks after you began. Choose which marks to keep before saving.</span>
        <button type="button" className={buttonClass('secondary')} onClick={onCompare}>
          Compare both
        </button>
      </div>
    );
  }
  if (restoredAt !== null && unsent) {
    return (
      <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300">
        <span className="font-semibold">Not sent.</span> Marks typed on this device ({formatDateTime(restoredAt, timeZone)}) are shown and kept here until you
        save them.
      </p>
    );
  }
  return null;
}

const sheetTexts: SheetLoadTexts = {
  offlineTitle: 'This mark sheet needs a connection',
  offlineMessage: 'These marks have not been saved on this device yet. Open the sheet once with a connection and it will open here offline.',
  missingTitle: 'No such mark sheet',
  failedTitle: 'The mark sheet could not load',
  loading: 'Opening the mark sheet…',
};

/** No sheet to show: offline with no saved copy, a refusal, or still loading. */
export function SheetProblem({ error, online }: { error: Error | null; online: boolean }) {
  const back = (
    <a href={entryHref({})} className={buttonClass('secondary')}>
      Choose a paper
    </a>
  );
  return <SheetLoadProblem error={error} online={online} back={back} texts={sheetTexts} />;
}
