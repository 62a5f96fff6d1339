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
  emit();
}

/** Who owns the token: used only to key the offline cache, never to authorise anything. */
export function tokenOwner(token = getToken()): { schoolId: string; userId: string } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown; sch?: unknown };
    if (claims.sub == null || claims.sch == null) return null;
    return { schoolId: String(claims.sch), userId: String(claims.sub) };
  } catch {
    return null;
  }
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit() {
  for (const l of listeners) l();
}
