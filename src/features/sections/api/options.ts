import { queryOptions } from '@tanstack/react-query';
import type { Page, Subject } from '@contract';
import { http } from '@/lib/http';

export { classOptionsQueryOptions, roomOptionsQueryOptions, teacherOptionsQueryOptions, yearOptionsQueryOptions } from '@/lib/pickers';

/** The subjects a class takes, for the subject-teacher form. */
export const classSubjectsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: ['subjects', 'by-class', classId],
    queryFn: ({ signal }) =>
      http.list<Page<Subject>>('subjects', { page: 1, limit: 500, class_id: classId, sort: 'name', order: 'asc' }, { signal }).then((p) => p.data),
  });
