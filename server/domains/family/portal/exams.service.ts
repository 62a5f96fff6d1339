import type { FamilyExams, IssuedCard } from '@contract';
import type { Db } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';

export async function familyExams(_db: Db, _viewer: FamilyViewer, _studentId: number): Promise<FamilyExams> {
  throw new Error('TODO(helper): family exams');
}

export async function familyCard(_db: Db, _viewer: FamilyViewer, _studentId: number, _cardId: number): Promise<IssuedCard> {
  throw new Error('TODO(helper): family card');
}
