import { API, roomEndpoints as rooms } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { saveRecord } from '../../../lib/record-routes';
import { getRoom, listRooms, roomsCreatedBetween, saveRoom } from './rooms.service';

/** `classrooms` is the spec's path for rooms. */
export function roomRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.rooms)
    // The timetable's pickers and room weeks list rooms too.
    .on(rooms.list, requiresAny('list-room', 'list-timetable', 'add-timetable', 'update-timetable'), (c, { query }) => listRooms(db, c.get('actor'), query))
    .on(rooms.createdBetween, requires('list-room'), (c, { query }) => roomsCreatedBetween(db, c.get('actor'), query.start, query.end))
    .on(rooms.get, requires('list-room'), (c, { params }) => getRoom(db, c.get('actor'), params.id))
    .on(rooms.create, requires('add-room'), async (c, { body }) => {
      const row = await saveRoom(db, c.get('actor'), null, body);
      return { message: 'The room has been added', id: row.id };
    })
    .on(rooms.update, requires('update-room'), saveRecord(db, 'room', saveRoom)).app;
}
