import type { ReactNode } from 'react';
import { ReportSkeleton } from '@/components/report/report-states';
import { HttpError, errorMessage } from '@/lib/http-error';
import { QueryProblem } from './query-state';

export interface SheetLoadTexts {
  /** Offline with no saved copy. */
  offlineTitle: string;
  offlineMessage: string;
  /** A 404, and any other refusal. */
  missingTitle: string;
  failedTitle: string;
  /** The skeleton's label while it loads. */
  loading: string;
}

/**
 * No sheet to show yet (a register, a mark sheet: the pages built on useSheetWithDraft): offline with no
 * saved copy, a refusal, or still loading. `back` leads to where another sheet can be chosen.
 */
export function SheetLoadProblem({ error, online, back, texts }: { error: Error | null; online: boolean; back: ReactNode; texts: SheetLoadTexts }) {
  if (!online || (error instanceof HttpError && error.isNetwork)) {
    return <QueryProblem title={texts.offlineTitle} message={texts.offlineMessage} action={back} />;
  }
  if (error) {
    const missing = error instanceof HttpError && error.status === 404;
    return <QueryProblem title={missing ? texts.missingTitle : texts.failedTitle} message={errorMessage(error)} action={back} />;
  }
  return <ReportSkeleton rows={8} label={texts.loading} />;
}
