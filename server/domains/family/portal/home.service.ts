import type { FamilyHome } from '@contract';
import type { Db } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';

export async function familyHome(_db: Db, _viewer: FamilyViewer, _studentId: number): Promise<FamilyHome> {
  throw new Error('TODO(helper): family home');
}

export async function markSeen(_db: Db, _viewer: FamilyViewer, _studentId: number, _at: string): Promise<void> {
  throw new Error('TODO(helper): seen');
}
