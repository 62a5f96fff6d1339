import { HttpError } from '../../../lib/errors';
import { isAdmin, type SessionRecord } from '../../../lib/session';

/**
 * Nobody hands out what they do not hold. Someone who may add users or edit roles but is not
 * an Admin could otherwise give a new account, a role or themselves privileges and classes
 * beyond their own, and climb by proxy. An Admin holds everything, so these never refuse one.
 */

/** Every privilege in `privileges` must be one the actor's role carries. */
export function assertCanGrant(actor: SessionRecord, privileges: readonly string[]): void {
  if (isAdmin(actor)) return;
  const held = new Set(actor.privileges);
  const lacking = [...new Set(privileges)].filter((p) => !held.has(p));
  if (lacking.length) throw new HttpError(403, `You cannot grant privileges you do not hold: ${lacking.join(', ')}.`);
}

/** Every class must be one of the actor's own classes; names make the refusal readable. */
export function assertCanGrantClasses(actor: SessionRecord, classes: readonly { id: number; name: string }[]): void {
  if (isAdmin(actor)) return;
  const held = new Set(actor.classes);
  const lacking = classes.filter((c) => !held.has(c.id)).map((c) => c.name);
  if (lacking.length) throw new HttpError(403, `You cannot assign classes you are not assigned to: ${lacking.join(', ')}.`);
}

/** A non-Admin never changes what they themselves hold: their role, their classes, their role's privileges. */
export function assertNotOwn(actor: SessionRecord, isOwn: boolean, what: 'role' | 'classes' | 'role you hold'): void {
  if (isAdmin(actor) || !isOwn) return;
  throw new HttpError(403, what === 'role you hold' ? 'You cannot change the role you hold yourself.' : `You cannot change your own ${what}.`);
}
