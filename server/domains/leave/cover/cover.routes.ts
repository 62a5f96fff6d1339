import { API, coverEndpoints as ep } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { schoolToday } from '../../people/public';
import { assignCover, removeCover } from './cover-assign';
import { coverDay } from './cover-day';
import { coverWeek } from './cover-week';

/**
 * `/timetable/cover` (ADR 046): the day's lessons needing cover (`update-timetable` or
 * `approve-leave`), assigning and removing cover (`update-timetable`), and a teacher's cover
 * week (the teacher, or `list-timetable`: checked in the service, which knows whose week it is).
 */
export function coverRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.cover)
    .on(ep.day, requiresAny('update-timetable', 'approve-leave'), async (c, { query }) => {
      const user = c.get('user');
      return coverDay(db, user, query.date ?? (await schoolToday(db, user)));
    })
    .on(ep.week, requires(), async (c, { query }) => {
      const user = c.get('user');
      return coverWeek(db, user, query.teacher_id, query.date ?? (await schoolToday(db, user)));
    })
    .on(ep.assign, requires('update-timetable'), async (c, { body }) => {
      const { id, replaced } = await assignCover(db, c.get('actor'), body);
      return { message: replaced ? 'The cover has been reassigned' : 'The cover has been assigned', id };
    })
    .on(ep.remove, requires('update-timetable'), async (c, { params }) => {
      await removeCover(db, c.get('actor'), params.id);
      return { message: 'The cover has been removed' };
    }).app;
}
