import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { StickySaveBar } from '@/components/ui/sticky-save-bar';

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
    <StickySaveBar unsent={unsent || null} online={online} verb="save">
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
    </StickySaveBar>
  );
}
