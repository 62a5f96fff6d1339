import { Hono, type Context } from 'hono';
import { entryInput } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody } from '../../../lib/validate';
import { changeLesson, ClashError, placeLesson, removeLesson, yearEntries } from './entries.service';

/** A clash refusal carries every clash beside the usual message and issues. */
async function answeringClashes(c: Context<AppEnv>, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ClashError) return c.json(err.body, 409);
    throw err;
  }
}

/** `/timetable/entries`: the builder's lessons; placing, moving and removing one (ADR 026). */
export function entryRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requiresAny('add-timetable', 'update-timetable'), async (c) => c.json(await yearEntries(db, c.get('user'))))
    .post('/', requires('add-timetable'), jsonBody(entryInput), (c) =>
      answeringClashes(c, async () => {
        const id = await placeLesson(db, c.get('actor'), c.req.valid('json'));
        return c.json({ message: 'The lesson has been placed', id }, 201);
      }),
    )
    .put('/:id', requires('update-timetable'), jsonBody(entryInput), (c) =>
      answeringClashes(c, async () => {
        await changeLesson(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
        return c.json({ message: 'The lesson has been saved' });
      }),
    )
    .delete('/:id', requires('update-timetable'), async (c) => {
      await removeLesson(db, c.get('actor'), idParam(c.req.param('id')));
      return c.json({ message: 'The lesson has been removed' });
    });
}
