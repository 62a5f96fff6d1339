import * as v from 'valibot';
import type { FamilyChild, FamilyMe } from '@contract';
import { FAMILY_KEY_PREFIX } from '@/lib/session';
import { idKey } from '@/lib/search-keys';

/**
 * The portal's address: `?child=12` names the child a parent with several is looking at, so a
 * reload, a bookmark or the phone's Back keeps them. Every family page carries it.
 */
export const familySearch = v.object({ child: idKey });
export type FamilySearch = v.InferOutput<typeof familySearch>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Attendance's month (`?month=2026-11`); a bad value reads as this month. */
export const attendanceSearch = v.object({ month: v.fallback(v.optional(v.pipe(v.string(), v.regex(MONTH))), undefined) });
/** The week's chosen day (`?day=3`, ISO: 1 Monday … 7 Sunday); none is today's, or the next school day. */
export const weekSearch = v.object({ day: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))), undefined) });

/** Where the phone remembers the child last looked at, so the home-screen icon opens on them. Cleared at sign-out. */
const LAST_CHILD_KEY = `${FAMILY_KEY_PREFIX}child`;

function lastChild(): number | undefined {
  try {
    const stored = Number(globalThis.localStorage?.getItem(LAST_CHILD_KEY));
    return Number.isSafeInteger(stored) && stored > 0 ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function rememberChild(id: number): void {
  try {
    globalThis.localStorage?.setItem(LAST_CHILD_KEY, String(id));
  } catch {
    // Storage off: the address still names the child.
  }
}

/** The child the portal shows: the address's, else the one last looked at, else the first. Never another family's. */
export function chosenChild(me: Pick<FamilyMe, 'children'>, wanted: number | undefined, remembered = lastChild()): FamilyChild | null {
  const mine = (id: number | undefined) => me.children.find((c) => c.id === id);
  return mine(wanted) ?? mine(remembered) ?? me.children[0] ?? null;
}
