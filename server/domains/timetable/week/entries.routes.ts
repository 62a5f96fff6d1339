import { API, timetableEndpoints as ep } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { saveRecord } from '../../../lib/record-routes';
import { changeLesson, placeLesson, removeLesson, yearEntries } from './entries.service';

/** `/timetable/entries`: the builder's lessons; placing, moving and removing one (ADR 026). A clash is a 409 naming every clash. */
export function entryRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.timetableEntries)
    .on(ep.entries, requiresAny('add-timetable', 'update-timetable'), (c) => yearEntries(db, c.get('user')))
    .on(ep.placeLesson, requires('add-timetable'), async (c, { body }) => ({ message: 'The lesson has been placed', id: await placeLesson(db, c.get('actor'), body) }))
    .on(ep.changeLesson, requires('update-timetable'), saveRecord(db, 'lesson', changeLesson))
    .on(ep.removeLesson, requires('update-timetable'), async (c, { params }) => {
      await removeLesson(db, c.get('actor'), params.id);
      return { message: 'The lesson has been removed' };
    }).app;
}
