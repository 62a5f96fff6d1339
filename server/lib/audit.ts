import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  schoolId: number;
  userId: number | null;
  action: string;
  entity: string;
  entityIds: number[];
  detail?: Record<string, unknown>;
  requestId?: string;
}

/** Written in the same transaction as the change it describes. */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
