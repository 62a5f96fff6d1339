import { ADMIN_ROLE_ID, type Profile, type SessionUser } from '@contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { academicYears, roles, schools, userClasses, users } from '../db/schema';

/** The signed-in user as the server sees them, read fresh on every request. */
export interface SessionRecord {
  id: number;
  schoolId: number;
  username: string;
  fullname: string;
  roleId: number;
  status: string;
  tokenVersion: number;
  busAccountId: number | null;
  privileges: string[];
  classes: number[];
  schoolName: string;
  logo: string | null;
  currency: string;
  timeZone: string;
  academicId: number | null;
  academicName: string;
}

function sessionQuery(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      schoolId: users.schoolId,
      username: users.username,
      fullname: users.fullname,
      roleId: users.roleId,
      status: users.status,
      tokenVersion: users.tokenVersion,
      busAccountId: users.busAccountId,
      privileges: sql<string[]>`coalesce(${roles.privileges}, '[]'::jsonb)`,
      classes: sql<(number | string)[]>`coalesce((select json_agg(uc.class_id order by uc.class_id) from ${userClasses} uc
                 where uc.user_id = ${users.id} and uc.school_id = ${users.schoolId}), '[]'::json)`,
      schoolName: schools.name,
      logo: schools.logo,
      currency: schools.currency,
      timeZone: schools.timeZone,
      academicId: academicYears.id,
      academicName: sql<string>`coalesce(${academicYears.name}, '')`,
    })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.schoolId, users.schoolId)))
    .leftJoin(academicYears, and(eq(academicYears.schoolId, users.schoolId), eq(academicYears.active, true)))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('load_session');
}

// Every signed-in request runs this query, so it is prepared once per database handle.
const prepared = new WeakMap<object, ReturnType<typeof sessionQuery>>();

/**
 * One query for everything a request needs to know about its user. Privileges come from the
 * role row now, not from the token, so a role change reaches users at their next request.
 */
export async function loadSession(db: DbOrTx, userId: number): Promise<SessionRecord | null> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ id: userId });
  if (!row) return null;
  return { ...row, classes: row.classes.map(Number) };
}

export function toSessionUser(s: SessionRecord): SessionUser {
  return {
    id: s.id,
    schoolId: s.schoolId,
    academic: s.academicName,
    fullname: s.fullname,
    username: s.username,
    privileges: s.privileges,
    classes: s.classes,
    bus_account_id: s.busAccountId,
    role_id: s.roleId,
    role: s.roleId === ADMIN_ROLE_ID ? 'Admin' : 'User',
  };
}

export function toProfile(s: SessionRecord): Profile {
  return { ...toSessionUser(s), school_name: s.schoolName, logo: s.logo, academic_name: s.academicName, currency: s.currency, time_zone: s.timeZone };
}

export const isAdmin = (s: SessionRecord) => s.roleId === ADMIN_ROLE_ID;

/** The shape `can()` expects. */
export const holder = (s: SessionRecord) => ({ role_id: s.roleId, privileges: s.privileges });
