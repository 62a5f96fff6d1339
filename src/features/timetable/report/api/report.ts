import { queryOptions } from '@tanstack/react-query';
import { API, type ClashReport, type TeacherLoad } from '@contract';
import { timetableKeys } from '@/api/timetable';
import { http } from '@/lib/http';

/** `GET /timetable/loads`: each teacher's lessons a week in the active year. Live, never saved. */
export const teacherLoadsQueryOptions = () =>
  queryOptions({
    queryKey: timetableKeys.loads(),
    queryFn: ({ signal }) => http.get<TeacherLoad[]>(API.timetableLoads, undefined, { signal }),
  });

/** `GET /timetable/clashes`: every clash the active year's week holds. Live, never saved. */
export const clashReportQueryOptions = () =>
  queryOptions({
    queryKey: timetableKeys.clashes(),
    queryFn: ({ signal }) => http.get<ClashReport>(API.timetableClashes, undefined, { signal }),
  });
