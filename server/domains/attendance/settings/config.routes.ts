import { API, attendanceEndpoints as ep } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { addRecord, saveRecord } from '../../../lib/record-routes';
import { createCode, updateCode } from './codes.service';
import { readConfig, saveSchoolDays } from './config.service';
import { createHoliday, deleteHoliday, updateHoliday } from './holidays.service';

/**
 * `/attendance/config`: every attendance screen needs the codes and the school days, so any
 * attendance privilege reads them (ADR 025); nothing in them is about a student.
 */
export function configRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.attendanceConfig).on(
    ep.config,
    requiresAny('list-attendance', 'generate-attendance', 'view-attendance', 'report-attendance', 'report-absent-attendance', 'attadence-config'),
    (c) => readConfig(db, c.get('user')),
  ).app;
}

/** `/attendance/school-days` (`attadence-config`). */
export function schoolDaysRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.attendanceSchoolDays).on(ep.saveSchoolDays, requires('attadence-config'), async (c, { body }) => {
    await saveSchoolDays(db, c.get('actor'), body);
    return { message: 'The school days have been saved' };
  }).app;
}

/** `/attendance/codes` (`attadence-config`). */
export function codeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.attendanceCodes)
    .on(ep.createCode, requires('attadence-config'), addRecord(db, 'code', createCode))
    .on(ep.updateCode, requires('attadence-config'), saveRecord(db, 'code', updateCode)).app;
}

/** `/attendance/holidays` (`attadence-config`). */
export function holidayRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.attendanceHolidays)
    .on(ep.createHoliday, requires('attadence-config'), addRecord(db, 'holiday', createHoliday))
    .on(ep.updateHoliday, requires('attadence-config'), saveRecord(db, 'holiday', updateHoliday))
    .on(ep.deleteHoliday, requires('attadence-config'), async (c, { params }) => {
      await deleteHoliday(db, c.get('actor'), params.id);
      return { message: 'The holiday has been deleted' };
    }).app;
}
