import { queryOptions } from '@tanstack/react-query';
import { API, type AttendanceGrid } from '@contract';
import { attendanceKeys } from '@/api/attendance';
import { http } from '@/lib/http';

/** `GET /attendance/view`: a section over a range of days. Live, never saved on the device. */
export const attendanceGridQueryOptions = (sectionId: number, start: string, end: string) =>
  queryOptions({
    queryKey: attendanceKeys.view(sectionId, start, end),
    queryFn: ({ signal }) => http.get<AttendanceGrid>(API.attendanceView, { section_id: sectionId, start, end }, { signal }),
  });
