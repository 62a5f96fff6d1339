import { API, examReportEndpoints as ep, REPLAYED_HEADER } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { answer, endpointRouter } from '../../../lib/endpoint';
import { sharedReport } from '../../../lib/report-cache';
import { notFound } from '../../../lib/errors';
import { examOf, sectionForExam } from '../scope';
import { sectionCards } from './cards.load';
import { finalReport } from './final';
import { cardsIssuedMessage, issueCards, issuedCard, issuedCards } from './issue.service';
import { examStatistics } from './statistics';

/** The report card is read with either report privilege (spec §6: Student Exam Report). */
const readsCards = () => requiresAny('exam-student-report', 'exam-subject-report');

/** `/results/students?examId&sectionId[&studentId]`: the section's report cards, computed live. */
export function cardRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.resultStudents).on(ep.cards, readsCards(), sharedReport(deps), async (c, { query }) => {
    const user = c.get('user');
    const db = c.var.reports;
    const exam = await examOf(db, user, query.examId);
    const section = await sectionForExam(db, user, query.sectionId, exam);
    const { answer: cards } = await sectionCards(db, user.schoolId, exam, section);
    if (query.studentId === undefined) return cards;
    const own = cards.cards.filter((card) => card.student.id === query.studentId);
    if (!own.length) throw notFound('Student');
    return { ...cards, cards: own };
  }).app;
}

/** `/results/cards`: issue the section's cards as frozen snapshots (`exam-student-report`), list and read them. */
export function issuedRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.resultCards)
    .on(ep.issuedCards, readsCards(), (c, { query }) => issuedCards(db, c.get('user'), query))
    .on(ep.issuedCard, readsCards(), (c, { params }) => issuedCard(db, c.get('user'), params.id))
    .on(ep.issueCards, requires('exam-student-report'), async (c, { body }) => {
      const outcome = await issueCards(db, c.get('actor'), body);
      const issued = { message: cardsIssuedMessage(outcome.issued, outcome.unchanged), issued: outcome.issued, unchanged: outcome.unchanged };
      // Issuing what is issued changes nothing and writes no audit row.
      return outcome.issued ? issued : answer(issued, { headers: { [REPLAYED_HEADER]: 'true' } });
    }).app;
}

/** `/results/statistics?examId[&sectionId]` (`exam-subject-report`). */
export function statisticsRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.resultStatistics).on(ep.statistics, requires('exam-subject-report'), sharedReport(deps), (c, { query }) => examStatistics(c.var.reports, c.get('user'), query)).app;
}

/** `/results/next?accademicId[&sectionId][&examId]` (`exam-type-report` or `anual-exam-report`): the final report. */
export function finalRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.resultsNext).on(ep.final, requiresAny('exam-type-report', 'anual-exam-report'), sharedReport(deps), (c, { query }) => finalReport(c.var.reports, c.get('user'), query)).app;
}
