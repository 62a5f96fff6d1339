import type { ListState } from '@/components/data-table/list-state';

/** User accounts are read fresh. */
const all = ['users'] as const;
export const userKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (state: ListState) => [...all, 'list', state] as const,
  /** The user form's "Staff record" choices: which staff are already linked changes with every save. */
  staff: () => [...all, 'staff'] as const,
};
