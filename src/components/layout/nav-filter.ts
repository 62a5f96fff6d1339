import { ADMIN_ROLE_ID, can, type PrivilegeHolder } from '@contract';
import { ADMIN_ONLY, EVERYDAY_PATHS, type NavAccess, type NavChild, type NavGroup } from './nav-config';

/** Whether the user may see an entry: Admin-only entries ignore privileges altogether. */
export function mayOpen(user: PrivilegeHolder | null | undefined, access: NavAccess): boolean {
  if (access === ADMIN_ONLY) return user?.role_id === ADMIN_ROLE_ID;
  return can(user, access);
}

/** A user as the sidebar reads them: their privileges, and whether they have a staff record (My Leave). */
export type NavUser = PrivilegeHolder & { employee_id?: number | null };

/**
 * The sidebar a user sees: a child needs the privilege (and any it names in `and`) AND a built page (an unbuilt page is
 * never linked); a group with no visible child is hidden; a plain link needs only its page, and a staff link a staff record.
 */
export function visibleNav(groups: readonly NavGroup[], user: NavUser | null | undefined, builtPaths: ReadonlySet<string>): NavGroup[] {
  const result: NavGroup[] = [];
  for (const g of groups) {
    if (g.path) {
      if (builtPaths.has(g.path) && (!g.staff || user?.employee_id != null)) result.push(g);
      continue;
    }
    const children = g.children.filter((c) => builtPaths.has(c.path) && ((mayOpen(user, c.privilege) && (c.and ?? []).every((p) => can(user, p))) || !!c.or?.some((p) => can(user, p))));
    if (children.length > 0) result.push({ ...g, children });
  }
  return result;
}

/** Every child link the user can open. */
export function visibleLinks(groups: readonly NavGroup[], user: NavUser | null | undefined, builtPaths: ReadonlySet<string>): (NavChild & { group: string })[] {
  return visibleNav(groups, user, builtPaths).flatMap((g) => g.children.map((c) => ({ ...c, group: g.label })));
}

/**
 * The dashboard's quick links: every everyday page the user can open, most frequent first. The
 * dashboard shows the first QUICK_LINKS_SHOWN of those that can work yet (`workingLinks`).
 */
export function quickLinks(groups: readonly NavGroup[], user: NavUser | null | undefined, builtPaths: ReadonlySet<string>): (NavChild & { group: string })[] {
  const open = new Map(visibleLinks(groups, user, builtPaths).map((l) => [l.path, l]));
  return EVERYDAY_PATHS.flatMap((path) => open.get(path) ?? []);
}
