import { sql } from 'drizzle-orm';
import type { FamilyMe } from '@contract';
import { queryRows, type Db } from '../../../db/client';
import { auditFamily } from '../../../lib/audit';
import type { FamilyViewer } from '../../../lib/family-session';
import { hashPassword } from '../../../lib/passwords';
import { signFamilyToken } from '../../../lib/tokens';
import { familyChildren } from './children';

/** `GET /family`: who is signed in and whom they may see. */
export async function familyMe(db: Db, viewer: FamilyViewer): Promise<FamilyMe> {
  return {
    kind: viewer.kind,
    id: viewer.id,
    name: viewer.name,
    must_change: viewer.mustChange,
    school: { name: viewer.schoolName, logo: viewer.logo, currency: viewer.currency, time_zone: viewer.timeZone },
    children: await familyChildren(db, viewer),
  };
}

const personTable = (viewer: FamilyViewer) => (viewer.kind === 'parent' ? sql`parents` : sql`students`);

/** The family's own new password: it ends every other session and hands back a token for this one. */
export async function changeFamilyPassword(db: Db, secret: string, viewer: FamilyViewer, requestId: string, password: string): Promise<string> {
  const hash = await hashPassword(password);
  const tokenVersion = await db.transaction(async (tx) => {
    await tx.execute(sql`update ${personTable(viewer)} set portal_password_hash = ${hash} where id = ${viewer.id} and school_id = ${viewer.schoolId}`);
    const [row] = await queryRows<{ token_version: number }>(
      tx,
      sql`update portal_accounts set must_change = false, token_version = token_version + 1
        where kind = ${viewer.kind} and person_id = ${viewer.id} and school_id = ${viewer.schoolId} returning token_version`,
    );
    await auditFamily(tx, viewer, requestId, { action: 'change-password' });
    return row!.token_version;
  });
  return signFamilyToken(secret, { kind: viewer.kind, id: viewer.id, schoolId: viewer.schoolId, tokenVersion });
}

/** Sign-out ends every session the family member has, on every phone. */
export async function signOutFamily(db: Db, viewer: FamilyViewer, requestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update portal_accounts set token_version = token_version + 1 where kind = ${viewer.kind} and person_id = ${viewer.id} and school_id = ${viewer.schoolId}`,
    );
    await auditFamily(tx, viewer, requestId, { action: 'logout' });
  });
}
