import { API, attendanceEndpoints as ep, REPLAYED_HEADER, SHEET_CONFLICT_MESSAGE, SHEET_SAVED_MESSAGE, type SheetConflict } from '@contract';
import { requiresAny } from '../../../lib/access-any';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { answer, endpointRouter } from '../../../lib/endpoint';
import { HttpError } from '../../../lib/errors';
import { schoolToday } from '../../people/public';
import { registerBoard, registerLog } from './registers.service';
import { registerSheet, savedSheet, sectionForRegister } from './sheet-reads';
import { saveRegister } from './sheet-save';

/** `/attendance/registers` (`generate-attendance` or `list-attendance`): a day's registers and who has taken them. */
export function registerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.attendanceRegisters).on(ep.registers, requiresAny('generate-attendance', 'list-attendance'), async (c, { query }) => {
    const user = c.get('user');
    return registerBoard(db, user, query.date ?? (await schoolToday(db, user)));
  }).app;
}

/** `/attendance/sheets/{sectionId}/{date}` (`generate-attendance`, class scope): open, save and trace a register. */
export function sheetRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.attendanceSheets)
    .on(ep.sheetLog, requires('generate-attendance'), async (c, { params }) => {
      const user = c.get('user');
      const section = await sectionForRegister(db, user, params.sectionId, params.date);
      const sheet = await savedSheet(db, user.schoolId, section.id, params.date);
      return registerLog(db, user.schoolId, sheet?.id ?? null);
    })
    .on(ep.sheet, requires('generate-attendance'), async (c, { params }) => {
      const user = c.get('user');
      const section = await sectionForRegister(db, user, params.sectionId, params.date);
      return registerSheet(db, user, section, params.date);
    })
    .on(ep.saveSheet, requires('generate-attendance'), async (c, { params, body }) => {
      const actor = c.get('actor');
      const section = await sectionForRegister(db, actor, params.sectionId, params.date);
      const outcome = await saveRegister(db, actor, section, params.date, body);
      const sheet = await registerSheet(db, actor, section, params.date);
      if (outcome.kind === 'conflict') throw new HttpError(409, SHEET_CONFLICT_MESSAGE, undefined, { code: 'conflict', sheet } satisfies Omit<SheetConflict, 'message'>);
      // A save that changed nothing is a replay of one already made: it wrote no audit row either.
      const saved = { message: SHEET_SAVED_MESSAGE, changed: outcome.changed, sheet };
      return outcome.changed ? saved : answer(saved, { headers: { [REPLAYED_HEADER]: 'true' } });
    }).app;
}
