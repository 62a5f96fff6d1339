import {
  API,
  EXAM_MESSAGES,
  examEntryEndpoints as ep,
  MARKS_CONFLICT_MESSAGE,
  MARKS_SAVED_MESSAGE,
  REPLAYED_HEADER,
  type MarkSheetConflict,
} from '@contract';
import { requiresAny } from '../../../lib/access-any';
import { requires } from '../../../lib/access';
import type { DbOrTx } from '../../../db/client';
import type { AppDeps } from '../../../lib/context';
import { answer, endpointRouter } from '../../../lib/endpoint';
import { HttpError } from '../../../lib/errors';
import { examOf, sectionForExam } from '../scope';
import type { SessionRecord } from '../../../lib/session';
import { sectionResults } from './broadsheet';
import { saveRemarks, sectionRemarks } from './remarks';
import { markSheet, sheetPlace } from './sheet-reads';
import { saveMarkSheet } from './sheet-save';

/** Mark entry, and the reports that read a section's results: the broadsheet and the remarks list. */
const readsResults = () => requiresAny('exam-entry', 'exam-subject-report', 'exam-student-report', 'exam-type-report', 'anual-exam-report');

/** A save that changed nothing is a replay of one already made: it wrote no audit row either. */
const replayedUnless = <T>(changed: number, body: T) => (changed ? body : answer(body, { headers: { [REPLAYED_HEADER]: 'true' } }));

async function examSection(db: DbOrTx, user: SessionRecord, examId: number, sectionId: number) {
  const exam = await examOf(db, user, examId);
  return { exam, section: await sectionForExam(db, user, sectionId, exam) };
}

/** `GET /results?examId&sectionId` (`exam-entry` or an exam report privilege, class scope): the section's broadsheet. */
export function broadsheetRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.results).on(ep.broadsheet, readsResults(), (c, { query }) => sectionResults(db, c.get('user'), query.examId, query.sectionId)).app;
}

/** `/results/sheets/{examSubjectId}/{sectionId}` (`exam-entry`, class scope): open and save a section's marks on one paper. */
export function sheetRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.resultSheets)
    .on(ep.sheet, requires('exam-entry'), async (c, { params }) => {
      const user = c.get('user');
      return markSheet(db, user, await sheetPlace(db, user, params.examSubjectId, params.sectionId));
    })
    .on(ep.saveSheet, requires('exam-entry'), async (c, { params, body }) => {
      const actor = c.get('actor');
      const at = await sheetPlace(db, actor, params.examSubjectId, params.sectionId);
      const outcome = await saveMarkSheet(db, actor, at, body);
      const sheet = await markSheet(db, actor, at);
      if (outcome.kind === 'conflict') throw new HttpError(409, MARKS_CONFLICT_MESSAGE, undefined, { code: 'conflict', sheet } satisfies Omit<MarkSheetConflict, 'message'>);
      return replayedUnless(outcome.changed, { message: MARKS_SAVED_MESSAGE, changed: outcome.changed, sheet });
    }).app;
}

/** `/results/remarks` (class scope): the class teacher's remarks on a section's report cards. */
export function remarkRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.resultRemarks)
    .on(ep.remarks, readsResults(), async (c, { query }) => {
      const user = c.get('user');
      return sectionRemarks(db, user.schoolId, await examSection(db, user, query.examId, query.sectionId));
    })
    .on(ep.saveRemarks, requires('exam-entry'), async (c, { body }) => {
      const actor = c.get('actor');
      const at = await examSection(db, actor, body.exam_id, body.section_id);
      const changed = await saveRemarks(db, actor, at, body);
      const remarks = await sectionRemarks(db, actor.schoolId, at);
      return replayedUnless(changed, { message: EXAM_MESSAGES.remarksSaved, changed, remarks });
    }).app;
}
