import { useSyncExternalStore } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { saveCacheNow } from './query-client';

/**
 * What a teacher typed and has not sent yet (ADR 025): a register, later a mark grid. Kept in
 * localStorage under `sd.draft.<school>.<user>.<kind>.<id>`, so it survives a reload, the
 * browser being closed and the connection dropping; it leaves only when it has been sent, or
 * at sign-out after a warning. A draft is not a query: the query cache may be cleared, a
 * draft never is behind the user's back.
 */
export interface DraftOwner {
  schoolId: number;
  id: number;
}

export interface Draft<T> {
  /** When it was last typed into (ms). */
  savedAt: number;
  value: T;
}

const PREFIX = 'sd.draft.';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const ownerPrefix = (owner: DraftOwner) => `${PREFIX}${owner.schoolId}.${owner.id}.`;
const keyOf = (owner: DraftOwner, kind: string, id: string) => `${ownerPrefix(owner)}${kind}.${id}`;

function emit() {
  for (const listener of listeners) listener();
}

export function readDraft<T>(owner: DraftOwner, kind: string, id: string): Draft<T> | null {
  const raw = storage()?.getItem(keyOf(owner, kind, id));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Draft<T>;
  } catch {
    return null;
  }
}

/** Keeps `value` as the draft; a full storage is reported, never swallowed, so nobody types into nothing. */
export function writeDraft<T>(owner: DraftOwner, kind: string, id: string, value: T): void {
  storage()?.setItem(keyOf(owner, kind, id), JSON.stringify({ savedAt: Date.now(), value } satisfies Draft<T>));
  emit();
}

export function clearDraft(owner: DraftOwner, kind: string, id: string): void {
  storage()?.removeItem(keyOf(owner, kind, id));
  emit();
}

/**
 * A draft has been sent and the server answered with what it saved: that answer becomes the
 * saved copy under `queryKey`, written on the device at once, and only then does the draft
 * leave. A reload at any moment therefore finds the marks, as the draft or as the saved copy,
 * never neither.
 */
export function clearSentDraft<T>(queryClient: QueryClient, queryKey: QueryKey, saved: T, owner: DraftOwner, kind: string, id: string): void {
  queryClient.setQueryData(queryKey, saved);
  saveCacheNow(queryClient);
  clearDraft(owner, kind, id);
}

/** The drafts of a user (of one kind, if given): `kind` and `id` as they were written. */
export function listDrafts(owner: DraftOwner, kind?: string): { kind: string; id: string; savedAt: number }[] {
  const s = storage();
  if (!s) return [];
  const prefix = ownerPrefix(owner);
  const found: { kind: string; id: string; savedAt: number }[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key?.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    const dot = rest.indexOf('.');
    const draftKind = rest.slice(0, dot);
    if (kind && draftKind !== kind) continue;
    const draft = readDraft(owner, draftKind, rest.slice(dot + 1));
    found.push({ kind: draftKind, id: rest.slice(dot + 1), savedAt: draft?.savedAt ?? 0 });
  }
  return found.sort((a, b) => b.savedAt - a.savedAt);
}

/** Every draft of every user on this device: sign-out removes them once the user has been warned. */
export function clearAllDrafts(): void {
  const s = storage();
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) s.removeItem(key);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab typing into the same draft.
  const onStorage = (e: StorageEvent) => (e.key === null || e.key.startsWith(PREFIX)) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A draft as React state: re-renders when it is written or cleared here or in another tab. */
export function useDraft<T>(owner: DraftOwner, kind: string, id: string): Draft<T> | null {
  const key = keyOf(owner, kind, id);
  const raw = useSyncExternalStore(subscribe, () => storage()?.getItem(key) ?? null, () => null);
  return parseDraft<T>(raw);
}

const parsed = new Map<string, unknown>();
function parseDraft<T>(raw: string | null): Draft<T> | null {
  if (raw === null) return null;
  // The same string parses to the same object, so consumers' memo dependencies hold.
  if (!parsed.has(raw)) {
    if (parsed.size > 50) parsed.clear();
    try {
      parsed.set(raw, JSON.parse(raw));
    } catch {
      parsed.set(raw, null);
    }
  }
  return parsed.get(raw) as Draft<T> | null;
}

/** How many drafts a user has, live (the sign-out warning, the register board). */
export function useDraftCount(owner: DraftOwner | null, kind?: string): number {
  return useSyncExternalStore(subscribe, () => (owner ? listDrafts(owner, kind).length : 0), () => 0);
}
