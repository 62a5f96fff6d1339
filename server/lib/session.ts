import { sql } from 'drizzle-orm';
import { ADMIN_ROLE_ID, type Profile, type SessionUser } from '@contract';
import { queryRows, type DbOrTx } from '../db/client';

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

/**
 * One query for everything a request needs to know about its user. Privileges come from the
 * role row now, not from the token, so a role change reaches users at their next request.
 */
export async function loadSession(db: DbOrTx, userId: number): Promise<SessionRecord | null> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`
    select u.id, u.school_id, u.username, u.fullname, u.role_id, u.status, u.token_version,
           u.bus_account_id, coalesce(r.privileges, '[]'::jsonb) as privileges,
           s.name as school_name, s.logo, s.currency, s.time_zone, ay.id as academic_id, coalesce(ay.name, '') as academic_name,
           coalesce((select json_agg(uc.class_id order by uc.class_id) from user_classes uc
                      where uc.user_id = u.id and uc.school_id = u.school_id), '[]'::json) as classes
      from users u
      join schools s on s.id = u.school_id
      left join roles r on r.id = u.role_id and r.school_id = u.school_id
      left join academic_years ay on ay.school_id = u.school_id and ay.active
     where u.id = ${userId}`);
  if (!row) return null;
  return {
    id: Number(row.id),
    schoolId: Number(row.school_id),
    username: String(row.username),
    fullname: String(row.fullname),
    roleId: Number(row.role_id),
    status: String(row.status),
    tokenVersion: Number(row.token_version),
    busAccountId: row.bus_account_id == null ? null : Number(row.bus_account_id),
    privileges: row.privileges as string[],
    classes: (row.classes as (number | string)[]).map(Number),
    schoolName: String(row.school_name),
    logo: (row.logo as string | null) ?? null,
    currency: String(row.currency),
    timeZone: String(row.time_zone),
    academicId: row.academic_id == null ? null : Number(row.academic_id),
    academicName: String(row.academic_name),
  };
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
