import type { FamilyAttendance } from '@contract';
import type { Db } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';

export async function familyAttendance(_db: Db, _viewer: FamilyViewer, _studentId: number, _month?: string): Promise<FamilyAttendance> {
  throw new Error('TODO(helper): family attendance');
}
