import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { busReportEndpoints } from '@contract';
import { busKeys } from '@/api/bus';
import { http } from '@/lib/http';

/** `GET /bus/report?month=`: riders and money per bus, zone and student, and the month's check. Live, never saved. */
export const busReportQueryOptions = (month: string) =>
  queryOptions({
    queryKey: busKeys.reportOf(month),
    queryFn: ({ signal }) => http.call(busReportEndpoints.report, { query: { month } }, { signal }),
    placeholderData: keepPreviousData,
  });
