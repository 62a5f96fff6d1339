import { API, EXAM_MESSAGES, examSetupEndpoints as ep } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { createGradingSystem, listGradingSystems, updateGradingSystem } from './grading.service';
import { ANY_EXAM_PRIVILEGE } from './shared';
import { createExamType, listExamTypes, updateExamType } from './types.service';

/** `/exams/types`: read by every exam screen (the names are not secret), kept with `add/update-exam-type`. */
export function examTypeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.examTypes)
    .on(ep.types, requiresAny(...ANY_EXAM_PRIVILEGE), (c) => listExamTypes(db, c.get('user')))
    .on(ep.createType, requires('add-exam-type'), async (c, { body }) => ({ message: EXAM_MESSAGES.typeSaved, id: await createExamType(db, c.get('actor'), body) }))
    .on(ep.updateType, requires('update-exam-type'), async (c, { params, body }) => {
      await updateExamType(db, c.get('actor'), params.id, body);
      return { message: EXAM_MESSAGES.typeSaved };
    }).app;
}

/** `/exams/grading`: the mark grid and every report grade with them, so any exam privilege reads them. */
export function gradingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.gradingSystems)
    .on(ep.gradingSystems, requiresAny(...ANY_EXAM_PRIVILEGE), (c) => listGradingSystems(db, c.get('user')))
    .on(ep.createGradingSystem, requires('add-grading-sytem'), async (c, { body }) => ({
      message: EXAM_MESSAGES.gradingSaved,
      id: await createGradingSystem(db, c.get('actor'), body),
    }))
    .on(ep.updateGradingSystem, requires('update-grading-sytem'), async (c, { params, body }) => {
      await updateGradingSystem(db, c.get('actor'), params.id, body);
      return { message: EXAM_MESSAGES.gradingSaved };
    }).app;
}
