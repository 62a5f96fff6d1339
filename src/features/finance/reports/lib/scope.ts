import { ADMIN_ROLE_ID } from '@contract';

/**
 * The student reports keep to the user's classes, like every class-bound read (ADR 013): an
 * Admin sees the whole school, anyone else only the classes assigned to them. A bursar with
 * none assigned would see empty reports and think nothing was billed, so say why instead.
 */
export function scopeNote(user: { role_id: number; classes: number[] }): string | null {
  if (user.role_id === ADMIN_ROLE_ID || user.classes.length > 0) return null;
  return 'No class is assigned to you, so no student is in your reports. An Admin can assign classes to you in Settings › Users.';
}
