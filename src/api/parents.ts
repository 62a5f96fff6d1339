import type { ListState } from '@/components/data-table/list-state';

/** Parents hold contact details: none of their queries is saved on the device. */
const all = ['parents'] as const;
export const parentKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (state: ListState) => [...all, 'list', state] as const,
  search: (text: string) => [...all, 'search', text] as const,
  details: () => [...all, 'detail'] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
};
