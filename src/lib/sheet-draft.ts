import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { clearDraft, clearSentDraft, readDraft, useDraft, writeDraft, type DraftOwner } from './drafts';
import { HttpError } from './http-error';
import { notify } from './toast';

/**
 * The body of a 409 `conflict`: the sheet someone else saved first, or null when the error is
 * anything else (a lock, a refusal, no connection).
 */
export function conflictOf<T extends { sheet: unknown }>(error: unknown): T | null {
  if (!(error instanceof HttpError) || error.status !== 409 || error.code !== 'conflict') return null;
  const body = error.body as Partial<T> | null;
  return body && typeof body === 'object' && body.sheet ? (body as T) : null;
}

/** How a save of a whole sheet ended: saved (the sheet as saved), or overtaken (the sheet saved first). */
export type SheetSettled<S> = { saved: { sheet: S } } | { conflict: S };

export interface SheetWithDraftOptions<S, D> {
  user: DraftOwner;
  kind: string;
  id: string;
  /** The sheet's query: a save's answer or a conflict's sheet replaces it. */
  queryKey: QueryKey;
  /** What the conflict chooser keeps: the draft's entries kept (`keepMine`) on top of the saved sheet; null when nothing is left to send. */
  chosen: (sheet: S, draft: D, keepMine: ReadonlySet<number>) => D | null;
}

/**
 * A sheet typed on the device and sent whole (the attendance register, an exam's mark grid):
 * the draft is kept on the device until the server has it (src/lib/drafts.ts), so a dropped
 * connection, a reload or a closed browser loses nothing; a save someone else overtook opens the
 * conflict chooser on the sheet they saved.
 */
export function useSheetWithDraft<S, D>({ user, kind, id, queryKey, chosen }: SheetWithDraftOptions<S, D>) {
  const queryClient = useQueryClient();
  const kept = useDraft<D>(user, kind, id);
  const [choosing, setChoosing] = useState(false);

  /** Keeps `next` as the draft (none: the draft is dropped). A full device says so rather than lose the typing silently. */
  const keep = useCallback(
    (next: D | null) => {
      try {
        if (next) writeDraft(user, kind, id, next);
        else clearDraft(user, kind, id);
      } catch {
        notify.error('This device has no room left to keep your marks. Save them now, or free some space.');
      }
    },
    [user, kind, id],
  );

  /** The draft as it is now, not as it was at the last render. */
  const current = useCallback(() => readDraft<D>(user, kind, id)?.value ?? null, [user, kind, id]);

  /** A save's answer: saved drops the draft (the sheet is the answer); a conflict shows the sheet saved first and opens the chooser. */
  const settle = (answer: SheetSettled<S>) => {
    if ('saved' in answer) {
      clearSentDraft(queryClient, queryKey, answer.saved.sheet, user, kind, id);
    } else {
      queryClient.setQueryData(queryKey, answer.conflict);
      setChoosing(true);
    }
  };

  /** The chooser's answer: keeps what was chosen and returns it (null: nothing left to send). */
  const choose = (sheet: S, keepMine: ReadonlySet<number>): D | null => {
    setChoosing(false);
    const draft = current();
    if (!draft) return null;
    const next = chosen(sheet, draft, keepMine);
    keep(next);
    return next;
  };

  return {
    /** The draft with the moment it was kept, or null. */
    kept,
    draft: kept?.value ?? null,
    keep,
    current,
    settle,
    choose,
    choosing,
    openChooser: () => setChoosing(true),
    closeChooser: () => setChoosing(false),
  };
}
