import { queryOptions } from '@tanstack/react-query';
import { subjectEndpoints, type Subject } from '@contract';
import type { ListState } from '@/components/data-table/list-state';
import { http } from '@/lib/http';
import { EVERY_ROW, fieldsOf, keepFields } from './rows';

const all = ['subjects'] as const;
export const subjectKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (state: ListState) => [...all, 'list', state] as const,
  byClass: (classId: number) => [...all, 'by-class', classId] as const,
};

export const SUBJECT_FIELDS = fieldsOf<Subject>()({ id: true, version: true, name: true, code: true, class_ids: true, status: true });

/** The subjects a class takes, by name: the subject-teacher form. Saved for offline. */
export const classSubjectsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: subjectKeys.byClass(classId),
    queryFn: ({ signal }) =>
      http
        .call(subjectEndpoints.list, { query: { ...EVERY_ROW, class_id: classId, sort: 'name', order: 'asc' } }, { signal })
        .then((p) => p.data.map((s) => keepFields(s, SUBJECT_FIELDS))),
    meta: { persist: true },
  });
