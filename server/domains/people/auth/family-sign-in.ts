import { sql } from 'drizzle-orm';
import type { FamilySession } from '@contract';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { HttpError } from '../../../lib/errors';
import { loadFamilyViewer, type FamilyKind } from '../../../lib/family-session';
import { verifyPassword } from '../../../lib/passwords';

/** At most this many accounts share one sign-in name across schools before we stop checking passwords. */
const MAX_CANDIDATES = 5;
/** A phone matches on its last 9 digits: "0712 345 678" and "+254 712 345 678" are one number. */
const PHONE_DIGITS = 9;

export const PORTAL_OFF_MESSAGE = 'Family sign-in is turned off for this account. Ask the school office.';
export const AMBIGUOUS_MESSAGE = 'This sign-in name belongs to more than one family account. Ask the school office for a username.';

interface Candidate {
  kind: FamilyKind;
  id: string | number;
  hash: string;
}

/**
 * The parents and pupils who could be signing in with this name, in any school: a parent by a
 * phone number's last digits or by the username the office gave them, a pupil by admission
 * number. Only people with a portal password are looked at.
 */
function candidates(db: DbOrTx, name: string) {
  const digits = name.replace(/\D/g, '');
  const phoneKey = digits.length >= PHONE_DIGITS && /^[\d\s()+.-]+$/.test(name) ? [...digits].reverse().join('').slice(0, PHONE_DIGITS) : null;
  return queryRows<Candidate>(
    db,
    sql`select * from (
      select 'parent' as kind, p.id, p.portal_password_hash as hash from parents p
        where ${phoneKey}::text is not null and p.portal_password_hash is not null
          and p.phone_key like ${phoneKey ?? ''} || '%' and left(p.phone_key, ${PHONE_DIGITS}) = ${phoneKey}
      union
      select 'parent', p.id, p.portal_password_hash from portal_accounts a
        join parents p on p.id = a.person_id and p.school_id = a.school_id
        where a.kind = 'parent' and lower(a.username) = ${name} and p.portal_password_hash is not null
      union
      select 'pupil', st.id, st.portal_password_hash from students st
        where lower(st.admission_no) = ${name} and st.portal_password_hash is not null
    ) c order by kind, id limit ${MAX_CANDIDATES}`,
  );
}

/**
 * The family account this name and password open, or null (the caller answers as for a wrong
 * staff password). Every candidate's password is checked, so which one matched takes as long
 * as which did not; with none, one dummy check keeps the timing of an unknown name.
 */
export async function findFamilyAccount(db: Db, name: string, password: string): Promise<{ kind: FamilyKind; id: number } | null> {
  const found = await candidates(db, name);
  if (found.length === 0) {
    await verifyPassword(undefined, password);
    return null;
  }
  const checks = await Promise.all(found.map((c) => verifyPassword(c.hash, password)));
  const matches = found.filter((_, i) => checks[i]);
  if (matches.length > 1) throw new HttpError(409, AMBIGUOUS_MESSAGE);
  const [match] = matches;
  return match ? { kind: match.kind, id: Number(match.id) } : null;
}

/**
 * Signs the family member in: refused (403) when their portal or their school's is off, else
 * their sign-in is recorded. An account row is made at the first sign-in; a password the office
 * set before the portal existed counts as office-set, so it must be changed.
 */
export async function openFamilySession(db: Db, who: { kind: FamilyKind; id: number }) {
  const viewer = await loadFamilyViewer(db, who.kind, who.id);
  if (!viewer?.allowed) throw new HttpError(403, PORTAL_OFF_MESSAGE);
  const [account] = await queryRows<{ token_version: number; must_change: boolean }>(
    db,
    sql`insert into portal_accounts (school_id, kind, person_id, last_sign_in_at) values (${viewer.schoolId}, ${who.kind}, ${who.id}, now())
      on conflict (school_id, kind, person_id) do update set last_sign_in_at = now()
      returning token_version, must_change`,
  );
  const session: FamilySession = { kind: who.kind, id: who.id, name: viewer.name, must_change: account!.must_change };
  return { session, schoolId: viewer.schoolId, tokenVersion: account!.token_version };
}
