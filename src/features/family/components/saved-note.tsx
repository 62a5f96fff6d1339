import { useOnline } from '@/lib/online';
import { savedAt } from '../lib/saved-at';

/**
 * The offline marker of a family page (architecture: offline-tolerant reads), with the day as
 * well as the time: a phone's copy may be days old. Also shown online when the server could not
 * answer and the page is the saved copy.
 */
export function SavedNote({ updatedAt, failed = false }: { updatedAt: number; failed?: boolean }) {
  const online = useOnline();
  if ((online && !failed) || !updatedAt) return null;
  return (
    <p role="status" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
      <span className="font-semibold">{online ? 'Could not refresh' : 'Offline'}</span> · Saved at {savedAt(updatedAt)}
    </p>
  );
}
