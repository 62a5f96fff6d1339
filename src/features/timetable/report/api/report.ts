import { queryOptions } from '@tanstack/react-query';
import { timetableEndpoints as ep } from '@contract';
import { timetableKeys } from '@/api/timetable';
import { http } from '@/lib/http';

/** `GET /timetable/loads`: each teacher's lessons a week in the active year. Live, never saved. */
export const teacherLoadsQueryOptions = () =>
  queryOptions({
    queryKey: timetableKeys.loads(),
    queryFn: ({ signal }) => http.call(ep.loads, {}, { signal }),
  });

/** `GET /timetable/clashes`: every clash the active year's week holds. Live, never saved. */
export const clashReportQueryOptions = () =>
  queryOptions({
    queryKey: timetableKeys.clashes(),
    queryFn: ({ signal }) => http.call(ep.clashes, {}, { signal }),
  });
