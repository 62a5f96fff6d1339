import { Hono } from 'hono';
import { dateRangeQuery, roomInput, roomListQuery } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { getRoom, listRooms, roomsCreatedBetween, saveRoom } from './rooms.service';

/** `classrooms` is the spec's path for rooms. */
export function roomRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    // The timetable's pickers and room weeks list rooms too.
    .get('/', requiresAny('list-room', 'list-timetable', 'add-timetable', 'update-timetable'), queryParams(roomListQuery), async (c) => c.json(await listRooms(db, c.get('actor'), c.req.valid('query'))))
    .get('/date', requires('list-room'), queryParams(dateRangeQuery), async (c) => {
      const { start, end } = c.req.valid('query');
      return c.json(await roomsCreatedBetween(db, c.get('actor'), start, end));
    })
    .get('/:id', requires('list-room'), async (c) => c.json(await getRoom(db, c.get('actor'), idParam(c.req.param('id')))))
    .post('/', requires('add-room'), jsonBody(roomInput), async (c) => {
      const row = await saveRoom(db, c.get('actor'), null, c.req.valid('json'));
      return c.json({ message: 'The room has been added', id: row.id }, 201);
    })
    .put('/:id', requires('update-room'), jsonBody(roomInput), async (c) => {
      await saveRoom(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The room has been saved' });
    });
}
