import { API, timetableEndpoints as ep } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { addRecord, saveRecord } from '../../../lib/record-routes';
import { copyTimetable } from './copy.service';
import { createPeriod, deletePeriod, listPeriods, updatePeriod } from './periods.service';
import { saveRequirements, sectionRequirements } from './requirements.service';
import { createUnavailability, deleteUnavailability, listUnavailability } from './unavailability.service';

/** `/timetable/periods`: every timetable screen draws its grid from them, so any timetable privilege reads them. */
export function periodRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.timetablePeriods)
    .on(ep.periods, requiresAny('list-timetable', 'add-timetable', 'update-timetable', 'report-timetable'), (c) => listPeriods(db, c.get('user')))
    .on(ep.createPeriod, requires('add-timetable'), addRecord(db, 'period', createPeriod))
    .on(ep.updatePeriod, requires('update-timetable'), saveRecord(db, 'period', updatePeriod))
    .on(ep.deletePeriod, requires('update-timetable'), async (c, { params }) => {
      await deletePeriod(db, c.get('actor'), params.id);
      return { message: 'The period has been deleted' };
    }).app;
}

/** `/timetable/unavailability`: a teacher's or a room's times off; the builder reads the whole school's. */
export function unavailabilityRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.timetableUnavailability)
    .on(ep.unavailability, requiresAny('list-timetable', 'update-timetable'), (c, { query }) => listUnavailability(db, c.get('user'), query))
    .on(ep.markUnavailable, requires('update-timetable'), async (c, { body }) => ({
      message: 'The time has been marked not available',
      id: await createUnavailability(db, c.get('actor'), body),
    }))
    .on(ep.deleteUnavailability, requires('update-timetable'), async (c, { params }) => {
      await deleteUnavailability(db, c.get('actor'), params.id);
      return { message: 'The time is available again' };
    }).app;
}

/** `/timetable/requirements/{sectionId}` (class scope). */
export function requirementRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.timetableRequirements)
    .on(ep.requirements, requiresAny('list-timetable', 'update-timetable'), (c, { params }) => sectionRequirements(db, c.get('user'), params.sectionId))
    .on(ep.saveRequirements, requires('update-timetable'), async (c, { params, body }) => {
      await saveRequirements(db, c.get('actor'), params.sectionId, body);
      return { message: 'The lesson requirements have been saved' };
    }).app;
}

/** `/timetable/copy` (`update-timetable`). */
export function copyRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.timetableCopy).on(ep.copy, requires('update-timetable'), (c, { body }) => copyTimetable(db, c.get('actor'), body)).app;
}
