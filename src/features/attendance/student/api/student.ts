import { queryOptions } from '@tanstack/react-query';
import { API, type StudentAttendance } from '@contract';
import { attendanceKeys } from '@/api/attendance';
import { http } from '@/lib/http';

/** `GET /attendance/students/{id}`: the student page's summary of this year. Live, never saved. */
export const studentAttendanceQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: attendanceKeys.student(studentId),
    queryFn: ({ signal }) => http.get<StudentAttendance>(`${API.attendanceStudents}/${studentId}`, undefined, { signal }),
  });
