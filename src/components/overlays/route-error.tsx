import type { ErrorComponentProps } from '@tanstack/react-router';
import { HttpError, errorMessage } from '@/lib/http-error';
import { buttonClass } from '@/components/ui/button';
import { QueryProblem } from './query-state';

/**
 * A page whose data failed to load. Offline with nothing saved gets a clear offline state,
 * never a spinner that never ends.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const offline = error instanceof HttpError && error.isNetwork;
  const retry = (
    <button type="button" className={buttonClass('secondary')} onClick={() => reset()}>
      Try again
    </button>
  );
  return offline ? (
    <QueryProblem title="You are offline" message="This page has no saved copy on this device yet. Connect to the network and try again." action={retry} />
  ) : (
    <QueryProblem title="This page could not load" message={errorMessage(error)} action={retry} />
  );
}
