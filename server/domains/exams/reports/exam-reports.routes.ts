import { Hono } from 'hono';
import { finalReportQuery, issueCardsInput, issuedCardsQuery, reportCardsQuery, statisticsQuery, type IssueCardsResult } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { notFound } from '../../../lib/errors';
import { examOf, sectionForExam } from '../scope';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { sectionCards } from './cards.load';
import { finalReport } from './final';
import { cardsIssuedMessage, issueCards, issuedCard, issuedCards } from './issue.service';
import { examStatistics } from './statistics';

/** The report card is read with either report privilege (spec §6: Student Exam Report). */
const readsCards = () => requiresAny('exam-student-report', 'exam-subject-report');

/** `/results/students?examId&sectionId[&studentId]`: the section's report cards, computed live. */
export function cardRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', readsCards(), queryParams(reportCardsQuery), async (c) => {
    const user = c.get('user');
    const q = c.req.valid('query');
    const exam = await examOf(db, user, q.examId);
    const section = await sectionForExam(db, user, q.sectionId, exam);
    const { answer } = await sectionCards(db, user.schoolId, exam, section);
    if (q.studentId === undefined) return c.json(answer);
    const cards = answer.cards.filter((card) => card.student.id === q.studentId);
    if (!cards.length) throw notFound('Student');
    return c.json({ ...answer, cards });
  });
}

/** `/results/cards`: issue the section's cards as frozen snapshots (`exam-student-report`), list and read them. */
export function issuedRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', readsCards(), queryParams(issuedCardsQuery), async (c) => c.json(await issuedCards(db, c.get('user'), c.req.valid('query'))))
    .get('/:id', readsCards(), async (c) => c.json(await issuedCard(db, c.get('user'), idParam(c.req.param('id')))))
    .post('/', requires('exam-student-report'), jsonBody(issueCardsInput), async (c) => {
      const outcome = await issueCards(db, c.get('actor'), c.req.valid('json'));
      // Issuing what is issued changes nothing and writes no audit row.
      if (!outcome.issued) c.header('idempotent-replayed', 'true');
      return c.json({ message: cardsIssuedMessage(outcome.issued, outcome.unchanged), issued: outcome.issued, unchanged: outcome.unchanged } satisfies IssueCardsResult);
    });
}

/** `/results/statistics?examId[&sectionId]` (`exam-subject-report`). */
export function statisticsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', requires('exam-subject-report'), queryParams(statisticsQuery), async (c) =>
    c.json(await examStatistics(db, c.get('user'), c.req.valid('query'))),
  );
}

/** `/results/next?accademicId[&sectionId][&examId]` (`exam-type-report` or `anual-exam-report`): the final report. */
export function finalRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', requiresAny('exam-type-report', 'anual-exam-report'), queryParams(finalReportQuery), async (c) =>
    c.json(await finalReport(db, c.get('user'), c.req.valid('query'))),
  );
}
