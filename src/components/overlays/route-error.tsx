import type { ErrorComponentProps } from '@tanstack/react-router';
import { HttpError, errorMessage } from '@/lib/http-error';
import { buttonClass } from '@/components/ui/button';
import { QueryProblem } from './query-state';

/** The browser could not fetch a page's code: offline, a page never opened on this device (issue 30). */
const pageCodeMissing = (error: unknown) =>
  error instanceof Error && /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/.test(error.message);

/**
 * A page whose data or code failed to load. Offline with nothing saved, or a page whose code
 * was never fetched on this device (only the offline pages are installed with the app), gets a
 * clear offline state, never a spinner that never ends.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const notOnDevice = pageCodeMissing(error) && !navigator.onLine;
  const offline = notOnDevice || (error instanceof HttpError && error.isNetwork);
  const retry = (
    <button type="button" className={buttonClass('secondary')} onClick={() => reset()}>
      Try again
    </button>
  );
  return offline ? (
    <QueryProblem
      title="You are offline"
      message={
        notOnDevice
          ? 'This page has not been opened on this device yet: it needs a connection the first time. Connect to the network and try again.'
          : 'This page has no saved copy on this device yet. Connect to the network and try again.'
      }
      action={retry}
    />
  ) : (
    <QueryProblem title="This page could not load" message={errorMessage(error)} action={retry} />
  );
}
