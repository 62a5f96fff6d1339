import { useId } from 'react';
import { Button } from '@/components/ui/button';

export interface SheetSaveBarProps {
  /** Changes kept on the device, not sent yet; 0 when there is no draft. */
  unsent: number;
  complete: boolean;
  /** The sheet has been saved before: with nothing typed, Save says "Saved". */
  saved: boolean;
  missing: number;
  /** Cells that cannot be sent as typed. */
  invalid: number;
  online: boolean;
  pending: boolean;
  /** Someone else saved since the draft began: the user chooses first. */
  blocked: boolean;
  /** The paper after this one for the section, if any. */
  hasNext: boolean;
  /** A message the server gave that names no cell. */
  problem: string | null;
  onComplete: (complete: boolean) => void;
  onSave: (next: boolean) => void;
}

/**
 * Stays in reach at the bottom of a long grid (sticky, for tablets): what is not sent yet, the
 * "complete" flag, and the saves. Offline the marks wait on the device; the guard refuses a
 * save and says so.
 */
export function SheetSaveBar({ unsent, complete, saved, missing, invalid, online, pending, blocked, hasNext, problem, onComplete, onSave }: SheetSaveBarProps) {
  const completeId = useId();
  const hintId = useId();
  const nothing = !unsent;
  return (
    <div className="sticky bottom-0 z-10 space-y-2 rounded-t-xl border-t border-slate-200 bg-white/95 px-3 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur">
      {unsent ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-amber-950">
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">Not sent</span>
          {online
            ? `${unsent} change${unsent === 1 ? '' : 's'} kept on this device. Not sent yet.`
            : 'You are offline. Your marks are kept on this device; save them when the connection is back.'}
        </p>
      ) : null}
      {invalid ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {invalid === 1 ? 'One mark needs' : `${invalid} marks need`} correcting before the sheet can be saved.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <label htmlFor={completeId} className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-slate-900">
            <input
              id={completeId}
              type="checkbox"
              checked={complete}
              onChange={(e) => onComplete(e.target.checked)}
              aria-describedby={complete && missing ? hintId : undefined}
              className="h-4 w-4"
            />
            Complete: all marks for this section are in
          </label>
          {complete && missing ? (
            <p id={hintId} className="text-xs text-amber-900">
              {missing === 1 ? 'One student has' : `${missing} students have`} nothing entered yet.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {hasNext ? (
            <Button variant="secondary" onClick={() => onSave(true)} disabled={pending} className="min-h-12">
              {nothing ? 'Next paper' : 'Save & next paper'}
            </Button>
          ) : null}
          <Button onClick={() => onSave(false)} disabled={pending || nothing} className="min-h-12 min-w-36">
            {pending ? 'Saving…' : blocked ? 'Choose and save' : nothing ? (saved ? 'Saved' : 'Nothing to save') : 'Save marks'}
          </Button>
        </div>
      </div>
    </div>
  );
}
