import { Hono } from 'hono';
import { generationInput } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody } from '../../../lib/validate';
import { acceptGeneration } from './accept.service';
import { discardGeneration, getGeneration, startGeneration } from './generations.service';

/**
 * `/timetable/generations` (`update-timetable`, class scope): ask for a generated week, poll it,
 * then accept or discard it. Nothing is written to the timetable before an accept (ADR 026).
 */
export function generationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .post('/', requires('update-timetable'), jsonBody(generationInput), async (c) => {
      const id = await startGeneration(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The timetable is being generated', id }, 202);
    })
    .get('/:id', requires('update-timetable'), async (c) => c.json(await getGeneration(db, c.get('user'), idParam(c.req.param('id')))))
    .post('/:id/accept', requires('update-timetable'), async (c) => {
      const placed = await acceptGeneration(db, c.get('actor'), idParam(c.req.param('id')));
      return c.json({ message: 'The timetable has been saved', placed });
    })
    .post('/:id/discard', requires('update-timetable'), async (c) => {
      await discardGeneration(db, c.get('actor'), idParam(c.req.param('id')));
      return c.json({ message: 'The generated timetable has been discarded' });
    });
}
