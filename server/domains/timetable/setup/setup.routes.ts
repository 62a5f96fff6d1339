import { Hono } from 'hono';
import * as v from 'valibot';
import { copyInput, intParam, periodInput, requirementsInput, unavailabilityInput } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { copyTimetable } from './copy.service';
import { createPeriod, deletePeriod, listPeriods, updatePeriod } from './periods.service';
import { saveRequirements, sectionRequirements } from './requirements.service';
import { createUnavailability, deleteUnavailability, listUnavailability } from './unavailability.service';

/** `/timetable/periods`: every timetable screen draws its grid from them, so any timetable privilege reads them. */
export function periodRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requiresAny('list-timetable', 'add-timetable', 'update-timetable', 'report-timetable'), async (c) => c.json(await listPeriods(db, c.get('user'))))
    .post('/', requires('add-timetable'), jsonBody(periodInput), async (c) => {
      const id = await createPeriod(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The period has been added', id }, 201);
    })
    .put('/:id', requires('update-timetable'), jsonBody(periodInput), async (c) => {
      await updatePeriod(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The period has been saved' });
    })
    .delete('/:id', requires('update-timetable'), async (c) => {
      await deletePeriod(db, c.get('actor'), idParam(c.req.param('id')));
      return c.json({ message: 'The period has been deleted' });
    });
}

const unavailabilityQuery = v.pipe(
  v.object({
    teacher_id: v.optional(intParam('Teacher', 1, Number.MAX_SAFE_INTEGER)),
    room_id: v.optional(intParam('Room', 1, Number.MAX_SAFE_INTEGER)),
  }),
  v.check((q) => q.teacher_id === undefined || q.room_id === undefined, 'Choose a teacher or a room.'),
);

/** `/timetable/unavailability`: a teacher's or a room's times off; the builder reads the whole school's. */
export function unavailabilityRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requiresAny('list-timetable', 'update-timetable'), queryParams(unavailabilityQuery), async (c) =>
      c.json(await listUnavailability(db, c.get('user'), c.req.valid('query'))),
    )
    .post('/', requires('update-timetable'), jsonBody(unavailabilityInput), async (c) => {
      const id = await createUnavailability(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The time has been marked not available', id }, 201);
    })
    .delete('/:id', requires('update-timetable'), async (c) => {
      await deleteUnavailability(db, c.get('actor'), idParam(c.req.param('id')));
      return c.json({ message: 'The time is available again' });
    });
}

/** `/timetable/requirements/{sectionId}` (class scope). */
export function requirementRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/:sectionId', requiresAny('list-timetable', 'update-timetable'), async (c) =>
      c.json(await sectionRequirements(db, c.get('user'), idParam(c.req.param('sectionId')))),
    )
    .put('/:sectionId', requires('update-timetable'), jsonBody(requirementsInput), async (c) => {
      await saveRequirements(db, c.get('actor'), idParam(c.req.param('sectionId')), c.req.valid('json'));
      return c.json({ message: 'The lesson requirements have been saved' });
    });
}

/** `/timetable/copy` (`update-timetable`). */
export function copyRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().post('/', requires('update-timetable'), jsonBody(copyInput), async (c) =>
    c.json(await copyTimetable(db, c.get('actor'), c.req.valid('json'))),
  );
}
