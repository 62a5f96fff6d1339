import { Hono } from 'hono';
import * as v from 'valibot';
import { isoDate, registersQuery, SHEET_CONFLICT_MESSAGE, SHEET_SAVED_MESSAGE, sheetInput, type SheetConflict, type SheetSaved } from '@contract';
import { requiresAny } from '../../../lib/access-any';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { schoolToday } from '../../people/public';
import { idParam, jsonBody, parseOrThrow, queryParams } from '../../../lib/validate';
import { registerBoard, registerLog } from './registers.service';
import { registerSheet, savedSheet, sectionForRegister } from './sheet-reads';
import { saveRegister } from './sheet-save';

const dayParam = v.object({ date: isoDate });
const registerDate = (raw: string) => parseOrThrow(dayParam, { date: raw }).date;

/** `/attendance/registers` (`generate-attendance` or `list-attendance`): a day's registers and who has taken them. */
export function registerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', requiresAny('generate-attendance', 'list-attendance'), queryParams(registersQuery), async (c) => {
    const user = c.get('user');
    return c.json(await registerBoard(db, user, c.req.valid('query').date ?? (await schoolToday(db, user))));
  });
}

/** `/attendance/sheets/{sectionId}/{date}` (`generate-attendance`, class scope): open, save and trace a register. */
export function sheetRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/:sectionId/:date/log', requires('generate-attendance'), async (c) => {
      const user = c.get('user');
      const section = await sectionForRegister(db, user, idParam(c.req.param('sectionId')));
      const sheet = await savedSheet(db, user.schoolId, section.id, registerDate(c.req.param('date')));
      return c.json(await registerLog(db, user.schoolId, sheet?.id ?? null));
    })
    .get('/:sectionId/:date', requires('generate-attendance'), async (c) => {
      const user = c.get('user');
      const section = await sectionForRegister(db, user, idParam(c.req.param('sectionId')));
      return c.json(await registerSheet(db, user, section, registerDate(c.req.param('date'))));
    })
    .put('/:sectionId/:date', requires('generate-attendance'), jsonBody(sheetInput), async (c) => {
      const actor = c.get('actor');
      const section = await sectionForRegister(db, actor, idParam(c.req.param('sectionId')));
      const day = registerDate(c.req.param('date'));
      const outcome = await saveRegister(db, actor, section, day, c.req.valid('json'));
      const sheet = await registerSheet(db, actor, section, day);
      if (outcome.kind === 'conflict') return c.json({ message: SHEET_CONFLICT_MESSAGE, code: 'conflict', sheet } satisfies SheetConflict, 409);
      // A save that changed nothing is a replay of one already made: it wrote no audit row either.
      if (!outcome.changed) c.header('idempotent-replayed', 'true');
      return c.json({ message: SHEET_SAVED_MESSAGE, changed: outcome.changed, sheet } satisfies SheetSaved);
    });
}
