import { queryOptions } from '@tanstack/react-query';
import { attendanceEndpoints } from '@contract';
import { attendanceKeys } from '@/api/attendance';
import { http } from '@/lib/http';

/** `GET /attendance/students/{id}`: the student page's summary of this year. Live, never saved. */
export const studentAttendanceQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: attendanceKeys.student(studentId),
    queryFn: ({ signal }) => http.call(attendanceEndpoints.student, { params: { id: studentId } }, { signal }),
  });
