import { Hono } from 'hono';
import { codeInput, holidayInput, schoolDaysInput } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody } from '../../../lib/validate';
import { createCode, updateCode } from './codes.service';
import { readConfig, saveSchoolDays } from './config.service';
import { createHoliday, deleteHoliday, updateHoliday } from './holidays.service';

/**
 * `/attendance/config`: every attendance screen needs the codes and the school days, so any
 * attendance privilege reads them (ADR 025); nothing in them is about a student.
 */
export function configRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get(
    '/',
    requiresAny('list-attendance', 'generate-attendance', 'view-attendance', 'report-attendance', 'report-absent-attendance', 'attadence-config'),
    async (c) => c.json(await readConfig(db, c.get('user'))),
  );
}

/** `/attendance/school-days` (`attadence-config`). */
export function schoolDaysRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().put('/', requires('attadence-config'), jsonBody(schoolDaysInput), async (c) => {
    await saveSchoolDays(db, c.get('actor'), c.req.valid('json'));
    return c.json({ message: 'The school days have been saved' });
  });
}

/** `/attendance/codes` (`attadence-config`). */
export function codeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .post('/', requires('attadence-config'), jsonBody(codeInput), async (c) => {
      const id = await createCode(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The code has been added', id }, 201);
    })
    .put('/:id', requires('attadence-config'), jsonBody(codeInput), async (c) => {
      await updateCode(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The code has been saved' });
    });
}

/** `/attendance/holidays` (`attadence-config`). */
export function holidayRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .post('/', requires('attadence-config'), jsonBody(holidayInput), async (c) => {
      const id = await createHoliday(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The holiday has been added', id }, 201);
    })
    .put('/:id', requires('attadence-config'), jsonBody(holidayInput), async (c) => {
      await updateHoliday(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The holiday has been saved' });
    })
    .delete('/:id', requires('attadence-config'), async (c) => {
      await deleteHoliday(db, c.get('actor'), idParam(c.req.param('id')));
      return c.json({ message: 'The holiday has been deleted' });
    });
}
