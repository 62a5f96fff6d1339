import type { Profile } from '@contract';
import { can } from '@/lib/can';

/**
 * Who may do what with staff leave (ADR 046), in one place for the routes' guards, the menu
 * and the pages. Apart from the pages, because a route's guard runs in the entry bundle and
 * must not pull the page in with it. `can` lets the Admin role through every check.
 */

/** Leave types, the unpaid-day rule and opening balances. */
export const keepsLeave = (user: Profile | null | undefined) => can(user, 'update-employee');

/** Approves and refuses requests. */
export const approvesLeave = (user: Profile | null | undefined) => can(user, 'approve-leave');

/** Records leave for another employee: the office, or an approver taking a sick call (approved at once). */
export const recordsLeave = (user: Profile | null | undefined) => keepsLeave(user) || approvesLeave(user);

/** Everyone's balances for the year. */
export const listsBalances = (user: Profile | null | undefined) => can(user, 'list-employee');

/** The leave report: taken and left, days by month, cover lessons. */
export const readsLeaveReport = (user: Profile | null | undefined) => can(user, 'employee-report') || approvesLeave(user);

/** The requests and balances tabs: those who decide, list or keep staff leave. */
const seesRequests = (user: Profile | null | undefined) => approvesLeave(user) || listsBalances(user) || keepsLeave(user);

/** Employees › Leave opens for any of these; a reader of the report alone sees only it. */
export const opensOfficeLeave = (user: Profile | null | undefined) => seesRequests(user) || readsLeaveReport(user);

export const OFFICE_TABS = ['requests', 'balances', 'report'] as const;
export type OfficeTab = (typeof OFFICE_TABS)[number];

/** The tabs of Employees › Leave a user may open. */
export function officeTabs(user: Profile | null | undefined): OfficeTab[] {
  const tabs: OfficeTab[] = seesRequests(user) ? ['requests', 'balances'] : [];
  if (readsLeaveReport(user)) tabs.push('report');
  return tabs;
}
