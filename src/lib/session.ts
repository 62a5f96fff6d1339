import type { LoginResponse } from '@contract';

/**
 * The browser-side session. Spec §9: the token lives under "<app>_jwt" and also under "JWT".
 * With "remember me" the whole login response is kept too. The token always goes to
 * localStorage so both spec keys exist; without "remember me" the server simply issues a
 * shorter-lived token.
 */
export const TOKEN_KEY = 'schooldesk_jwt';
export const LEGACY_TOKEN_KEY = 'JWT';
export const USER_KEY = 'schooldesk_user';
/** What the family portal keeps on the phone besides the token (the child last looked at): all of it goes at sign-out. */
export const FAMILY_KEY_PREFIX = 'schooldesk_family_';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (private mode policies)
  }
}

export function getToken(): string {
  const s = storage();
  return s?.getItem(TOKEN_KEY) ?? s?.getItem(LEGACY_TOKEN_KEY) ?? '';
}

export function hasSession(): boolean {
  return getToken() !== '';
}

export function setToken(token: string): void {
  const s = storage();
  s?.setItem(TOKEN_KEY, token);
  s?.setItem(LEGACY_TOKEN_KEY, token);
  emit();
}

export function saveLogin(response: LoginResponse, remember: boolean): void {
  const s = storage();
  if (remember) s?.setItem(USER_KEY, JSON.stringify(response));
  else s?.removeItem(USER_KEY);
  setToken(response.token);
}

/** The remembered login response, when "remember me" was ticked. */
export function getRememberedLogin(): LoginResponse | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as LoginResponse;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  const s = storage();
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(LEGACY_TOKEN_KEY);
  s?.removeItem(USER_KEY);
  if (s) {
    const family = Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k?.startsWith(FAMILY_KEY_PREFIX) === true);
    for (const key of family) s.removeItem(key);
  }
  emit();
}

interface Claims {
  sub?: unknown;
  sch?: unknown;
  /** A family token (issue 33, ADR 042): a parent or a pupil, whose `sub` is not a user's id. */
  fam?: unknown;
}

/** The token's payload, unverified: the client reads it only to tell whose it is. */
function claimsOf(token: string): Claims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as unknown;
    return claims && typeof claims === 'object' ? (claims as Claims) : null;
  } catch {
    return null;
  }
}

export type FamilyKind = 'parent' | 'pupil';

/** A parent's or pupil's token (its `fam` claim), or null for a staff one or none. */
export function familyKind(token = getToken()): FamilyKind | null {
  const fam = claimsOf(token)?.fam;
  return fam === 'parent' || fam === 'pupil' ? fam : null;
}

/** Whose session this device holds: staff, a family (the portal), or nobody. */
export function sessionKind(token = getToken()): 'staff' | 'family' | null {
  if (!token) return null;
  return familyKind(token) ? 'family' : 'staff';
}

/**
 * Who owns the token: used only to key the offline cache, never to authorise anything. A
 * family's id is a parent's or a pupil's, which may equal a staff user's: it is kept apart as
 * `parent:5` or `pupil:5`, so neither ever reads the other's saved copy.
 */
export function tokenOwner(token = getToken()): { schoolId: string; userId: string } | null {
  const claims = claimsOf(token);
  if (!claims || claims.sub == null || claims.sch == null) return null;
  const fam = familyKind(token);
  return { schoolId: String(claims.sch), userId: fam ? `${fam}:${String(claims.sub)}` : String(claims.sub) };
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit() {
  for (const l of listeners) l();
}
