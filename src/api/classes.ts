import { queryOptions } from '@tanstack/react-query';
import { classEndpoints, type SchoolClass } from '@contract';
import type { ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { EVERY_ROW, fieldsOf, keepFields } from './rows';

const all = ['classes'] as const;
export const classKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (state: ListState) => [...all, 'list', state] as const,
  options: () => [...all, 'options'] as const,
};

export const CLASS_FIELDS = fieldsOf<SchoolClass>()({
  id: true, version: true, name: true, sort_order: true, next_class_id: true, next_class_name: true, monthly_fee: true, status: true, sections: true,
});

/** Every class the user may see, in school order: the class pickers. Saved for offline. */
export const classOptionsQueryOptions = () =>
  queryOptions({
    queryKey: classKeys.options(),
    queryFn: ({ signal }) =>
      http
        .call(classEndpoints.list, { query: { ...EVERY_ROW, sort: 'sort_order', order: 'asc' } }, { signal })
        .then((p) => p.data.map((c) => keepFields(c, CLASS_FIELDS))),
    meta: { persist: true },
  });
