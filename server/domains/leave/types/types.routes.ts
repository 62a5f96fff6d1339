import { API, leaveSettingsEndpoints as settings, leaveTypeEndpoints as types } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { addRecord, saveRecord } from '../../../lib/record-routes';
import { readLeaveSettings, saveLeaveSettings } from './settings.service';
import { createLeaveType, listLeaveTypes, updateLeaveType } from './types.service';

/** `/employees/leave/types`: anyone signed in reads them (the request form); Admin or `update-employee` writes. */
export function leaveTypeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.leaveTypes)
    .on(types.list, requires(), (c) => listLeaveTypes(db, c.get('user').schoolId))
    .on(types.create, requires('update-employee'), addRecord(db, 'leave type', createLeaveType))
    .on(types.update, requires('update-employee'), saveRecord(db, 'leave type', updateLeaveType)).app;
}

/** `/employees/leave/settings`: how a day of unpaid leave is priced; read by anyone signed in, written like the types. */
export function leaveSettingsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.leaveSettings)
    .on(settings.get, requires(), (c) => readLeaveSettings(db, c.get('user').schoolId))
    .on(settings.update, requires('update-employee'), async (c, { body }) => {
      await saveLeaveSettings(db, c.get('actor'), body);
      return { message: 'The leave settings have been saved' };
    }).app;
}
