import { API, timetableEndpoints as ep } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { acceptGeneration } from './accept.service';
import { discardGeneration, getGeneration, startGeneration } from './generations.service';

/**
 * `/timetable/generations` (`update-timetable`, class scope): ask for a generated week, poll it,
 * then accept or discard it. Nothing is written to the timetable before an accept (ADR 026).
 */
export function generationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.timetableGenerations)
    .on(ep.generate, requires('update-timetable'), async (c, { body }) => ({ message: 'The timetable is being generated', id: await startGeneration(db, c.get('actor'), body) }))
    .on(ep.generation, requires('update-timetable'), (c, { params }) => getGeneration(db, c.get('user'), params.id))
    .on(ep.accept, requires('update-timetable'), async (c, { params }) => ({ message: 'The timetable has been saved', placed: await acceptGeneration(db, c.get('actor'), params.id) }))
    .on(ep.discard, requires('update-timetable'), async (c, { params }) => {
      await discardGeneration(db, c.get('actor'), params.id);
      return { message: 'The generated timetable has been discarded' };
    }).app;
}
