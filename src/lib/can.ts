/** The one privilege check, shared with the server (contract). Re-exported for the UI. */
export { can, ADMIN_ROLE_ID, type Privilege, type PrivilegeHolder } from '@contract';
import { privilegeLabel } from '@contract';

/** A disabled control's title: which privileges the user lacks, or nothing when none. */
export function lacks(has: boolean, ...privileges: string[]): string | undefined {
  if (has) return undefined;
  return `You need the ${named(privileges).join(' and ')} privilege${privileges.length > 1 ? 's' : ''}`;
}

/** A disabled control's title when any one of `privileges` would open it. */
export function lacksAny(has: boolean, ...privileges: string[]): string | undefined {
  if (has) return undefined;
  return `You need the ${named(privileges).join(' or the ')} privilege`;
}

// The label a person reads in the role editor, then the stored code an Admin can search for.
const named = (privileges: string[]) => privileges.map((p) => `“${privilegeLabel(p)}” (${p})`);
