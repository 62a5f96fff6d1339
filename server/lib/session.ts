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
  /** The role's own name ("Bursar"); the built-in Admin has no roles row. */
  roleName?: string | null;
  status: string;
  tokenVersion: number;
  busAccountId: number | null;
  /** The user's own staff record: the teacher whose lessons are "my week". */
  employeeId: number | null;
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
      roleName: sql<string | null>`${roles.name}`,
      status: users.status,
      tokenVersion: users.tokenVersion,
      busAccountId: users.busAccountId,
      employeeId: users.employeeId,
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
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('load_sessions');
}

type Waiter = { resolve: (s: SessionRecord | null) => void; reject: (e: unknown) => void };

// Every signed-in request runs this query, so it is prepared once per database handle.
const prepared = new WeakMap<object, ReturnType<typeof sessionQuery>>();
const pending = new WeakMap<object, Map<number, Waiter[]>>();

async function flush(db: DbOrTx, batch: Map<number, Waiter[]>) {
  pending.delete(db);
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionQuery(db)));
  try {
    const rows = await query.execute({ ids: [...batch.keys()] });
    const byId = new Map(rows.map((row) => [row.id, { ...row, classes: row.classes.map(Number) }]));
    for (const [id, waiters] of batch) for (const w of waiters) w.resolve(byId.get(id) ?? null);
  } catch (err) {
    for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
  }
}

/**
 * Everything a request needs to know about its user, read fresh: privileges come from the
 * role row now, not from the token, so a role change reaches users at their next request.
 *
 * Requests that arrive in the same event-loop turn share one query (ADR 008). It is sent
 * after all of them have arrived, so each still sees the database as it was at its arrival
 * or later: batching saves round trips without ever serving an older answer.
 */
export function loadSession(db: DbOrTx, userId: number): Promise<SessionRecord | null> {
  return new Promise((resolve, reject) => {
    let batch = pending.get(db);
    if (!batch) {
      const fresh = new Map<number, Waiter[]>();
      pending.set(db, fresh);
      setImmediate(() => void flush(db, fresh));
      batch = fresh;
    }
    const waiters = batch.get(userId);
    if (waiters) waiters.push({ resolve, reject });
    else batch.set(userId, [{ resolve, reject }]);
  });
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
    employee_id: s.employeeId,
    role_id: s.roleId,
    role: s.roleId === ADMIN_ROLE_ID ? 'Admin' : 'User',
    role_name: s.roleId === ADMIN_ROLE_ID ? 'Admin' : s.roleName || 'User',
  };
}

export function toProfile(s: SessionRecord): Profile {
  return { ...toSessionUser(s), school_name: s.schoolName, logo: s.logo, academic_name: s.academicName, currency: s.currency, time_zone: s.timeZone };
}

export const isAdmin = (s: SessionRecord) => s.roleId === ADMIN_ROLE_ID;

/** The shape `can()` expects. */
export const holder = (s: SessionRecord) => ({ role_id: s.roleId, privileges: s.privileges });
