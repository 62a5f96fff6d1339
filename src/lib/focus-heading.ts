/**
 * After a navigation, focus goes to the new page's heading (issue 10, item 11), so a screen
 * reader announces where the user is and Tab starts from the page rather than from the link
 * that was followed. The heading becomes focusable by script only (tabindex -1).
 */
export function focusPageHeading(root: ParentNode = document): void {
  const heading = root.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
