import type { TimetableWeek } from '@contract';
import type { Db } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';

export async function familyWeek(_db: Db, _viewer: FamilyViewer, _studentId: number): Promise<TimetableWeek> {
  throw new Error('TODO(helper): family week');
}
