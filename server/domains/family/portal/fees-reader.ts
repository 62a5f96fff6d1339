import { ADMIN_ROLE_ID } from '@contract';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';
import type { SessionRecord } from '../../../lib/session';

const yearRow = v.object({ id: v.number(), name: v.string() });

/**
 * The staff reads the portal reuses (the statement, a receipt, the bus) take a signed-in staff
 * member. A family reads them as the school reads its own books: one school, every class, no
 * privilege, nobody's id. The child was checked against the family before (`familyChild`), and
 * every caller names that child; this reader never reaches a staff route.
 */
export async function schoolReader(db: DbOrTx, viewer: FamilyViewer, withYear = true): Promise<SessionRecord> {
  const [year] = withYear
    ? await readRows(db, yearRow, sql`select id::int, name from academic_years where school_id = ${viewer.schoolId} and active limit 1`)
    : [];
  return {
    id: 0,
    schoolId: viewer.schoolId,
    username: '',
    fullname: viewer.name,
    roleId: ADMIN_ROLE_ID,
    roleName: null,
    status: 'Active',
    tokenVersion: 0,
    busAccountId: null,
    employeeId: null,
    privileges: [],
    classes: [],
    schoolName: viewer.schoolName,
    logo: viewer.logo,
    currency: viewer.currency,
    timeZone: viewer.timeZone,
    academicId: year?.id ?? null,
    academicName: year?.name ?? '',
  };
}
