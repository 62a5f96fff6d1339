import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

export type FamilyKind = 'parent' | 'pupil';

/** A signed-in parent or pupil as the server sees them, read fresh on every request (ADR 042). */
export interface FamilyViewer {
  kind: FamilyKind;
  /** The parent's or the pupil's own id. */
  id: number;
  schoolId: number;
  name: string;
  tokenVersion: number;
  mustChange: boolean;
  /** Whom they may see: a parent's active children, or the pupil alone. Every family read checks it. */
  childIds: number[];
  schoolName: string;
  logo: string | null;
  currency: string;
  timeZone: string;
}

interface Row {
  id: string | number;
  school_id: string | number;
  name: string;
  allowed: boolean;
  token_version: number | null;
  must_change: boolean | null;
  children: (string | number)[] | null;
  school_name: string;
  logo: string | null;
  currency: string;
  time_zone: string;
}

/**
 * The family member, or null when they may not sign in now: no password, inactive, the
 * family's or the school's portal turned off. Only a pupil still at the school (Active) signs in,
 * and a parent sees only their children who are.
 */
export async function loadFamilyViewer(db: DbOrTx, kind: FamilyKind, id: number): Promise<(FamilyViewer & { allowed: boolean }) | null> {
  const query =
    kind === 'parent'
      ? sql`select p.id, p.school_id, p.fullname as name,
            (p.status = 'Active' and p.portal_password_hash is not null and not p.portal_off and s.portal_enabled) as allowed,
            a.token_version, a.must_change,
            (select json_agg(st.id order by st.first_name, st.id) from students st
              where st.school_id = p.school_id and st.parent_id = p.id and st.status = 'Active') as children,
            s.name as school_name, s.logo, s.currency, s.time_zone
          from parents p join schools s on s.id = p.school_id
          left join portal_accounts a on a.school_id = p.school_id and a.kind = 'parent' and a.person_id = p.id
          where p.id = ${id}`
      : sql`select st.id, st.school_id, concat_ws(' ', st.first_name, st.last_name) as name,
            (st.status = 'Active' and st.portal_password_hash is not null and not p.portal_off and s.portal_enabled) as allowed,
            a.token_version, a.must_change, json_build_array(st.id) as children,
            s.name as school_name, s.logo, s.currency, s.time_zone
          from students st join parents p on p.id = st.parent_id and p.school_id = st.school_id
          join schools s on s.id = st.school_id
          left join portal_accounts a on a.school_id = st.school_id and a.kind = 'pupil' and a.person_id = st.id
          where st.id = ${id}`;
  const [row] = await queryRows<Row>(db, query);
  if (!row) return null;
  return {
    kind,
    id: Number(row.id),
    schoolId: Number(row.school_id),
    name: row.name,
    allowed: row.allowed,
    tokenVersion: row.token_version ?? -1,
    mustChange: row.must_change ?? true,
    childIds: (row.children ?? []).map(Number),
    schoolName: row.school_name,
    logo: row.logo,
    currency: row.currency,
    timeZone: row.time_zone,
  };
}

/**
 * The office set a family member's password: their next sign-in asks for a new one, and any
 * phone still signed in with the old one is signed out.
 */
export async function officeSetPortalPassword(db: DbOrTx, who: { kind: FamilyKind; id: number; schoolId: number }): Promise<void> {
  await db.execute(
    sql`insert into portal_accounts (school_id, kind, person_id, must_change) values (${who.schoolId}, ${who.kind}, ${who.id}, true)
      on conflict (school_id, kind, person_id) do update set must_change = true, token_version = portal_accounts.token_version + 1`,
  );
}
