import type { Profile } from '@contract';
import { can } from '@/lib/can';
import type { SetupTab } from './search';

/**
 * The tabs a user may open: each needs its list privilege. Apart from the page, because the
 * route's guard runs in the entry bundle and must not pull the page in with it.
 */
export function visibleTabs(user: Profile): SetupTab[] {
  const tabs: SetupTab[] = [];
  if (can(user, 'list-exam')) tabs.push('exams');
  if (can(user, 'exam-types')) tabs.push('types');
  if (can(user, 'grading')) tabs.push('grading');
  return tabs;
}
