import { queryOptions } from '@tanstack/react-query';
import { roleEndpoints } from '@contract';
import type { ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { EVERY_ROW } from './rows';

const all = ['roles'] as const;
export const roleKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (state: ListState) => [...all, 'list', state] as const,
  options: () => [...all, 'options'] as const,
  modules: () => [...all, 'modules'] as const,
};

export interface RoleOption {
  id: number;
  name: string;
}

/** Roles by name for the users page's role select (needs list-role). Not saved offline. */
export const roleOptionsQueryOptions = () =>
  queryOptions({
    queryKey: roleKeys.options(),
    queryFn: ({ signal }) =>
      http.call(roleEndpoints.list, { query: { ...EVERY_ROW, sort: 'name' } }, { signal }).then((p) => p.data.map((r): RoleOption => ({ id: r.id, name: r.name }))),
    retry: false,
  });
