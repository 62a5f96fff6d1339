import { can, type PrivilegeHolder } from '@contract';
import type { NavChild, NavGroup } from './nav-config';

/**
 * The sidebar a user sees: a child needs the privilege AND a built page (an unbuilt page is
 * never linked); a group with no visible child is hidden; a plain link needs only its page.
 */
export function visibleNav(
  groups: readonly NavGroup[],
  user: PrivilegeHolder | null | undefined,
  builtPaths: ReadonlySet<string>,
): NavGroup[] {
  const result: NavGroup[] = [];
  for (const g of groups) {
    if (g.path) {
      if (builtPaths.has(g.path)) result.push(g);
      continue;
    }
    const children = g.children.filter((c) => builtPaths.has(c.path) && can(user, c.privilege));
    if (children.length > 0) result.push({ ...g, children });
  }
  return result;
}

/** Every child link the user can open: the dashboard's quick links. */
export function visibleLinks(groups: readonly NavGroup[], user: PrivilegeHolder | null | undefined, builtPaths: ReadonlySet<string>): (NavChild & { group: string })[] {
  return visibleNav(groups, user, builtPaths).flatMap((g) => g.children.map((c) => ({ ...c, group: g.label })));
}
