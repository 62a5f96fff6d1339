import { queryOptions } from '@tanstack/react-query';
import { sectionEndpoints, type Section } from '@contract';
import type { ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { EVERY_ROW, fieldsOf, keepFields } from './rows';

const all = ['sections'] as const;
export const sectionKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (state: ListState) => [...all, 'list', state] as const,
  byClass: (classId: number | null) => [...all, 'by-class', classId] as const,
  details: () => [...all, 'detail'] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
};

export const SECTION_FIELDS = fieldsOf<Section>()({
  id: true, version: true, class_id: true, class_name: true, name: true, room_id: true, room_name: true, teacher_id: true, teacher_name: true,
  capacity: true, enrolled: true, academic_year_id: true, status: true,
});

/**
 * A class's sections in the active year, by name: the section pickers of the roster, the
 * admission and transfer forms, performance and promotion. Saved, so the pickers work offline.
 */
export const classSectionsQueryOptions = (classId: number | string | null | undefined) => {
  const id = classId ? Number(classId) : null;
  return queryOptions({
    queryKey: sectionKeys.byClass(id),
    queryFn: ({ signal }) =>
      http
        .call(sectionEndpoints.list, { query: { ...EVERY_ROW, class_id: id, sort: 'name', order: 'asc' } }, { signal })
        .then((p) => p.data.map((s) => keepFields(s, SECTION_FIELDS))),
    enabled: id !== null,
    meta: { persist: true },
  });
};
