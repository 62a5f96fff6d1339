import type { ListState } from '@/components/data-table/list-state';

/** The audit trail (Admins only): never saved on the device. */
const all = ['audit'] as const;
export const auditKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (state: ListState) => [...all, 'list', state] as const,
  modules: () => [...all, 'modules'] as const,
};
