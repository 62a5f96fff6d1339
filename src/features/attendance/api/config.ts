import { queryOptions } from '@tanstack/react-query';
import { attendanceEndpoints, type AttendanceCode, type AttendanceConfig, type Holiday } from '@contract';
import { attendanceKeys } from '@/api/attendance';
import { fieldsOf, keepFields } from '@/api/rows';
import { http } from '@/lib/http';

const CODE_FIELDS = fieldsOf<AttendanceCode>()({ id: true, version: true, code: true, name: true, counts: true, built_in: true, status: true, sort_order: true });
const HOLIDAY_FIELDS = fieldsOf<Holiday>()({ id: true, version: true, academic_year_id: true, name: true, start_date: true, end_date: true, school_days: true });
const YEAR_FIELDS = fieldsOf<NonNullable<AttendanceConfig['year']>>()({ id: true, name: true, start_date: true, end_date: true });

/** Only the listed fields, whatever else the server sends. */
export const keepConfig = (config: AttendanceConfig): AttendanceConfig => ({
  school_days: config.school_days,
  version: config.version,
  codes: config.codes.map((c) => keepFields(c, CODE_FIELDS)),
  year: config.year && keepFields(config.year, YEAR_FIELDS),
  holidays: config.holidays.map((h) => keepFields(h, HOLIDAY_FIELDS)),
});

/**
 * The school's attendance settings: codes, school days and this year's holidays. Saved on the
 * device, so a register opened offline still knows its codes.
 */
export const attendanceConfigQueryOptions = () =>
  queryOptions({
    queryKey: attendanceKeys.config(),
    queryFn: ({ signal }) => http.call(attendanceEndpoints.config, {}, { signal }).then(keepConfig),
    meta: { persist: true },
    staleTime: 5 * 60_000,
  });

/** Codes a register may set, in tap-cycle order (Present first). */
export const activeCodes = (config: AttendanceConfig) =>
  config.codes.filter((c) => c.status === 'Active').sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
