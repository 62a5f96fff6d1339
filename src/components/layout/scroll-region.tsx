import { forwardRef, type ReactNode } from 'react';

/**
 * Keyboard users scroll a region by focusing it first; tab order 0 puts it in the page's order.
 * jsx-a11y's no-noninteractive-tabindex rightly flags tabIndex on a plain element elsewhere; a
 * named scrolling region is the one case that needs it, and it is made only here.
 */
const KEYBOARD_SCROLL = 0;

export interface ScrollRegionProps {
  /** The region's accessible name (a table's caption, "Rows of the file"). */
  label: string;
  /** Its look: overflow, ring, rounding, print rules. The focus ring is added here. */
  className?: string;
  children: ReactNode;
}

/**
 * A scrolling region (a wide table, a long list): focusable with tabIndex 0 so it scrolls by
 * keyboard, with role region and a name so a screen reader says what it holds (WCAG 2.1.1).
 */
export const ScrollRegion = forwardRef<HTMLDivElement, ScrollRegionProps>(function ScrollRegion({ label, className = '', children }, ref) {
  return (
    <div
      ref={ref}
      tabIndex={KEYBOARD_SCROLL}
      role="region"
      aria-label={label}
      className={`${className} focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600`}
    >
      {children}
    </div>
  );
});
