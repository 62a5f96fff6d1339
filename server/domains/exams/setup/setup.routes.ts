import { Hono } from 'hono';
import { EXAM_MESSAGES, examTypeInput, gradingSystemInput } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody } from '../../../lib/validate';
import { createGradingSystem, listGradingSystems, updateGradingSystem } from './grading.service';
import { ANY_EXAM_PRIVILEGE } from './shared';
import { createExamType, listExamTypes, updateExamType } from './types.service';

/** `/exams/types`: read by every exam screen (the names are not secret), kept with `add/update-exam-type`. */
export function examTypeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requiresAny(...ANY_EXAM_PRIVILEGE), async (c) => c.json(await listExamTypes(db, c.get('user'))))
    .post('/', requires('add-exam-type'), jsonBody(examTypeInput), async (c) => {
      const id = await createExamType(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: EXAM_MESSAGES.typeSaved, id }, 201);
    })
    .put('/:id', requires('update-exam-type'), jsonBody(examTypeInput), async (c) => {
      await updateExamType(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: EXAM_MESSAGES.typeSaved });
    });
}

/** `/exams/grading`: the mark grid and every report grade with them, so any exam privilege reads them. */
export function gradingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requiresAny(...ANY_EXAM_PRIVILEGE), async (c) => c.json(await listGradingSystems(db, c.get('user'))))
    .post('/', requires('add-grading-sytem'), jsonBody(gradingSystemInput), async (c) => {
      const id = await createGradingSystem(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: EXAM_MESSAGES.gradingSaved, id }, 201);
    })
    .put('/:id', requires('update-grading-sytem'), jsonBody(gradingSystemInput), async (c) => {
      await updateGradingSystem(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: EXAM_MESSAGES.gradingSaved });
    });
}
