export interface SearchState {
  /** What the box holds, trimmed. */
  typed: string;
  /** Why the search failed, if it did. */
  failed: string | null;
  /** The matches for the typed text have not arrived yet. */
  waiting: boolean;
  found: number;
  /** An option is highlighted with the arrow keys. */
  highlighted: boolean;
}

/** The line under the counter's search, read out politely as it changes. */
export function searchStatus({ typed, failed, waiting, found, highlighted }: SearchState): string {
  if (!typed) return '';
  if (failed) return `The search failed (${failed}).`;
  if (waiting) return 'Searching…';
  if (found === 0) return `No student matches “${typed}”.`;
  return `${found} ${found === 1 ? 'student' : 'students'} found. Enter takes the ${highlighted ? 'highlighted' : 'first'} one.`;
}
