import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ReportSkeleton } from '@/components/report/report-states';
import { Button } from '@/components/ui/button';
import { HttpError, errorMessage } from '@/lib/http-error';
import { QueryProblem } from './query-state';

export interface ReadGateTexts {
  /** Offline (or unreachable) with nothing saved on the device: a title and what to do. */
  offline: { title: string; message: string };
  /** The grey rows that stand in for the content, and what they read aloud: "Loading the timetable builder…". */
  loading: { rows: number; label: string };
  /** The title over the server's message when the read failed: "The bell schedule could not load". */
  failed: string;
}

/**
 * What a page shows until the read it is built on arrives: grey rows while it loads, a clear
 * "needs a connection" rather than loading for ever offline (the read waits instead of
 * failing), or the failure with Try again. Null once the data is there.
 */
export function readGate(query: UseQueryResult<unknown>, online: boolean, texts: ReadGateTexts): ReactNode {
  if (query.data) return null;
  if (!online || (query.error instanceof HttpError && query.error.isNetwork)) return <QueryProblem title={texts.offline.title} message={texts.offline.message} />;
  if (!query.isError) return <ReportSkeleton rows={texts.loading.rows} label={texts.loading.label} />;
  return (
    <QueryProblem
      title={texts.failed}
      message={errorMessage(query.error)}
      action={
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      }
    />
  );
}
