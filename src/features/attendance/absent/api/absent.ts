import { queryOptions } from '@tanstack/react-query';
import { attendanceEndpoints } from '@contract';
import { attendanceKeys } from '@/api/attendance';
import { http } from '@/lib/http';
import { searchOf, type AbsentChoice } from '../lib/search';

/**
 * `GET /attendance/absent`. Live, never saved on the device: it holds parents' phones (ADR 025).
 * The query holds only the keys the choice has, so one choice is one cache entry.
 */
export const absentReportQueryOptions = (choice: AbsentChoice) => {
  const query = searchOf(choice);
  return queryOptions({
    queryKey: attendanceKeys.absent(query),
    queryFn: ({ signal }) => http.call(attendanceEndpoints.absent, { query }, { signal }),
  });
};
