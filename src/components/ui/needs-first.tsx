import type { ReactNode } from 'react';

export interface NeedsFirstProps {
  /** What is missing, in plain words that stand alone: "There are no classes yet." */
  children: ReactNode;
  /** The page that makes it, as a hash link ("#/settings/list-classes"). */
  href: string;
  /** The link's words, naming where it goes: "Add a class first". */
  link: string;
  /** Whether the user may open that page; without it only the words show. */
  allowed: boolean;
}

/**
 * An empty page's note for a new school: what must exist before this page has anything to
 * show, and a link to the page that makes it (for a user who may open it).
 */
export function NeedsFirst({ children, href, link, allowed }: NeedsFirstProps) {
  return (
    <p role="note" className="text-sm text-slate-700">
      {children}
      {allowed ? (
        <>
          {' '}
          <a href={href} className="font-medium text-brand-700 underline underline-offset-2 hover:no-underline">
            {link}
          </a>
        </>
      ) : null}
    </p>
  );
}
