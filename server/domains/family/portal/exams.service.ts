import type { FamilyExams, FamilyHome, IssuedCard } from '@contract';
import type { Db } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';
import { studentMarks } from '../../exams/public';
import { childCard, closedExams } from './exams-closed';
import { familyExamRow } from './exams-figures';
import { childCards, issuedChildCard } from './exams-issued';

/** `GET /family/exams`: every closed exam with the child's results, newest first, and their issued cards. */
export async function familyExams(db: Db, viewer: FamilyViewer, studentId: number): Promise<FamilyExams> {
  const closed = await closedExams(db, viewer, studentId);
  const exams = [];
  for (const one of closed) {
    const { card, section } = await childCard(db, viewer, studentId, one);
    if (card) exams.push(familyExamRow(one.exam, card, section));
  }
  return { exams, cards: await childCards(db, viewer, studentId) };
}

/** `GET /family/cards`: one issued card of the child's, as it was frozen; 404 for anyone else's. */
export async function familyCard(db: Db, viewer: FamilyViewer, studentId: number, cardId: number): Promise<IssuedCard> {
  return issuedChildCard(db, viewer, studentId, cardId);
}

/** The latest closed exam with this child's marks, for the home page; null when none is published. */
export async function latestPublishedMarks(db: Db, viewer: FamilyViewer, studentId: number): Promise<FamilyHome['latest_marks']> {
  const [latest] = await closedExams(db, viewer, studentId, { marked: true, limit: 1 });
  if (!latest) return null;
  const card = await studentMarks(db, viewer.schoolId, latest.exam, latest.section, studentId);
  return {
    exam_id: latest.exam.id,
    exam_name: latest.exam.name,
    percent: card.percent,
    grade: card.grade,
    subjects: card.subjects.map((s) => ({ subject_name: s.subject_name, state: s.state, marks: s.marks, max_marks: s.max_marks, grade: s.grade })),
  };
}
