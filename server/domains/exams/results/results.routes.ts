import { Hono } from 'hono';
import {
  cardRemarksInput,
  cardRemarksQuery,
  EXAM_MESSAGES,
  MARKS_CONFLICT_MESSAGE,
  MARKS_SAVED_MESSAGE,
  markSheetInput,
  sectionResultsQuery,
  type CardRemark,
  type CardRemarksSaved,
  type MarkSheet,
  type MarkSheetConflict,
  type MarkSheetSaved,
  type SectionResults,
} from '@contract';
import { requiresAny } from '../../../lib/access-any';
import { requires } from '../../../lib/access';
import type { DbOrTx } from '../../../db/client';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { examOf, sectionForExam } from '../scope';
import type { SessionRecord } from '../../../lib/session';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { sectionResults } from './broadsheet';
import { saveRemarks, sectionRemarks } from './remarks';
import { markSheet, sheetPlace } from './sheet-reads';
import { saveMarkSheet } from './sheet-save';

/** Mark entry, and the reports that read a section's results: the broadsheet and the remarks list. */
const readsResults = () => requiresAny('exam-entry', 'exam-subject-report', 'exam-student-report', 'exam-type-report', 'anual-exam-report');

async function examSection(db: DbOrTx, user: SessionRecord, examId: number, sectionId: number) {
  const exam = await examOf(db, user, examId);
  return { exam, section: await sectionForExam(db, user, sectionId, exam) };
}

/** `GET /results?examId&sectionId` (`exam-entry` or an exam report privilege, class scope): the section's broadsheet. */
export function broadsheetRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', readsResults(), queryParams(sectionResultsQuery), async (c) => {
    const { examId, sectionId } = c.req.valid('query');
    return c.json(await sectionResults(db, c.get('user'), examId, sectionId) satisfies SectionResults);
  });
}

/** `/results/sheets/{examSubjectId}/{sectionId}` (`exam-entry`, class scope): open and save a section's marks on one paper. */
export function sheetRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const place = (user: SessionRecord, examSubjectId: string, sectionId: string) => sheetPlace(db, user, idParam(examSubjectId), idParam(sectionId));
  return new Hono<AppEnv>()
    .get('/:examSubjectId/:sectionId', requires('exam-entry'), async (c) => {
      const user = c.get('user');
      const at = await place(user, c.req.param('examSubjectId'), c.req.param('sectionId'));
      return c.json(await markSheet(db, user, at) satisfies MarkSheet);
    })
    .put('/:examSubjectId/:sectionId', requires('exam-entry'), jsonBody(markSheetInput), async (c) => {
      const actor = c.get('actor');
      const at = await place(actor, c.req.param('examSubjectId'), c.req.param('sectionId'));
      const outcome = await saveMarkSheet(db, actor, at, c.req.valid('json'));
      const sheet = await markSheet(db, actor, at);
      if (outcome.kind === 'conflict') return c.json({ message: MARKS_CONFLICT_MESSAGE, code: 'conflict', sheet } satisfies MarkSheetConflict, 409);
      // A save that changed nothing is a replay of one already made: it wrote no audit row either.
      if (!outcome.changed) c.header('idempotent-replayed', 'true');
      return c.json({ message: MARKS_SAVED_MESSAGE, changed: outcome.changed, sheet } satisfies MarkSheetSaved);
    });
}

/** `/results/remarks` (class scope): the class teacher's remarks on a section's report cards. */
export function remarkRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', readsResults(), queryParams(cardRemarksQuery), async (c) => {
      const user = c.get('user');
      const { examId, sectionId } = c.req.valid('query');
      return c.json((await sectionRemarks(db, user.schoolId, await examSection(db, user, examId, sectionId))) satisfies CardRemark[]);
    })
    .put('/', requires('exam-entry'), jsonBody(cardRemarksInput), async (c) => {
      const actor = c.get('actor');
      const input = c.req.valid('json');
      const at = await examSection(db, actor, input.exam_id, input.section_id);
      const changed = await saveRemarks(db, actor, at, input);
      if (!changed) c.header('idempotent-replayed', 'true');
      const remarks = await sectionRemarks(db, actor.schoolId, at);
      return c.json({ message: EXAM_MESSAGES.remarksSaved, changed, remarks } satisfies CardRemarksSaved);
    });
}
