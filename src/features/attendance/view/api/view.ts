import { queryOptions } from '@tanstack/react-query';
import { attendanceEndpoints } from '@contract';
import { attendanceKeys } from '@/api/attendance';
import { http } from '@/lib/http';

/** `GET /attendance/view`: a section over a range of days. Live, never saved on the device. */
export const attendanceGridQueryOptions = (sectionId: number, start: string, end: string) =>
  queryOptions({
    queryKey: attendanceKeys.view(sectionId, start, end),
    queryFn: ({ signal }) => http.call(attendanceEndpoints.grid, { query: { section_id: sectionId, start, end } }, { signal }),
  });
