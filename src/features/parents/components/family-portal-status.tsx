import type { PortalStatus } from '@contract';
import { formatDateTime } from '@/lib/format-date';

/** When a family member last signed in, in the school's time: "12 Mar 2026, 14:05", or "Never". */
export const lastSignIn = (at: string | null, timeZone?: string) => (at ? formatDateTime(at, timeZone) : 'Never');

export interface FamilyPortalStatusProps {
  portal: PortalStatus;
  /** The school's time zone, for the last sign-in. */
  timeZone?: string;
  /** How this person signs in, e.g. "phone number 0712 345 678" or "admission number ADM-0001". */
  signsInWith?: string;
}

function Item({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** A family member's portal as the office sees it: can they sign in, and when did they last. */
export function FamilyPortalStatus({ portal, timeZone, signsInWith }: FamilyPortalStatusProps) {
  const access = !portal.enabled ? 'Turned off by the school' : portal.has_password ? 'On' : 'On, but no password set yet';
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Item label="Portal access">{access}</Item>
      <Item label="Portal password">{portal.has_password ? 'Set' : 'Not set'}</Item>
      <Item label="New password at next sign-in">{portal.has_password && portal.must_change ? 'Yes, the school set it' : 'No'}</Item>
      <Item label="Last signed in">{lastSignIn(portal.last_sign_in_at, timeZone)}</Item>
      {signsInWith ? <Item label="Signs in with">{signsInWith}</Item> : null}
    </dl>
  );
}
