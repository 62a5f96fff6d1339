import type { FamilyFees, Receipt } from '@contract';
import type { Db } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';

export async function familyFees(_db: Db, _viewer: FamilyViewer, _studentId: number): Promise<FamilyFees> {
  throw new Error('TODO(helper): family fees');
}

export async function familyReceipt(_db: Db, _viewer: FamilyViewer, _studentId: number, _number: number): Promise<Receipt> {
  throw new Error('TODO(helper): family receipt');
}

/** What the child owes now in minor units (negative: paid ahead), as the statement's closing balance says. */
export async function balanceDue(_db: Db, _viewer: FamilyViewer, _studentId: number): Promise<number> {
  throw new Error('TODO(helper): balance');
}
