import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryProblem } from '@/components/overlays/query-state';
import { ReportSkeleton } from '@/components/report/report-states';
import { Button } from '@/components/ui/button';
import { HttpError, errorMessage } from '@/lib/http-error';

/**
 * What a set-up list shows until its rows arrive: loading, "needs a connection" (set-up lists are
 * read live, never saved on the device), or the error with Try again. Null once there are rows.
 * `what` names the list: "exams", "exam types".
 */
export function queryGate(query: UseQueryResult<unknown>, what: string, online: boolean): ReactNode {
  if (query.data) return null;
  if (!online || (query.error instanceof HttpError && query.error.isNetwork)) {
    return (
      <QueryProblem
        title="This needs a connection"
        message={`The ${what} are read from the server each time; none is saved on this device. Connect, then try again.`}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!query.isError) return <ReportSkeleton rows={5} label={`Loading the ${what}…`} />;
  return (
    <QueryProblem
      title={`The ${what} could not load`}
      message={errorMessage(query.error)}
      action={
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      }
    />
  );
}
