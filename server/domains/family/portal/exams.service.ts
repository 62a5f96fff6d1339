import type { FamilyExams, FamilyHome, IssuedCard } from '@contract';
import type { Db } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';

export async function familyExams(_db: Db, _viewer: FamilyViewer, _studentId: number): Promise<FamilyExams> {
  throw new Error('TODO(helper): family exams');
}

export async function familyCard(_db: Db, _viewer: FamilyViewer, _studentId: number, _cardId: number): Promise<IssuedCard> {
  throw new Error('TODO(helper): family card');
}

/** The latest closed exam with this child's marks, for the home page; null when none is published. */
export async function latestPublishedMarks(_db: Db, _viewer: FamilyViewer, _studentId: number): Promise<FamilyHome['latest_marks']> {
  throw new Error('TODO(helper): latest marks');
}
