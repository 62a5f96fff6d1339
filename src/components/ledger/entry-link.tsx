import type { ReactNode } from 'react';
import type { Profile } from '@contract';
import { can } from '@/lib/can';

/** The server's rule for `GET /finance/entries/{id}` (routes/_app/finance/entry.$entryId.tsx). */
export const canOpenEntries = (user: Profile): boolean => can(user, 'view-account') || can(user, 'report-account');

export const entryHref = (id: number): string => `#/finance/entry/${id}`;

export interface EntryLinkProps {
  id: number;
  /** Who reads it: an entry page they could not open would only lead to "not allowed". */
  user: Profile;
  /** What the link says; "#1470" by default. */
  children?: ReactNode;
  className?: string;
}

/** An entry's number, linked to its entry page (where it can be reversed) for whoever may open it. */
export function EntryLink({ id, user, children, className = 'text-brand-700 underline underline-offset-2 hover:text-brand-800' }: EntryLinkProps) {
  const text = children ?? `#${id}`;
  if (!canOpenEntries(user)) return <>{text}</>;
  return (
    // A bare "#1470" in a table column reads as "Entry 1470" to a screen reader.
    <a href={entryHref(id)} className={className} aria-label={children ? undefined : `Entry ${id}`}>
      {text}
    </a>
  );
}

/**
 * After a fee run's "Reverse the old charge": the charge posted already, one click from the entry
 * page that reverses it. Nothing for a reader who may not open entries.
 */
export function OldChargeLink({ id, user }: { id: number | null; user: Profile }) {
  if (id === null || !canOpenEntries(user)) return null;
  return (
    <>
      {' '}
      <EntryLink id={id} user={user}>
        Open the old charge (entry #{id})
      </EntryLink>
    </>
  );
}
