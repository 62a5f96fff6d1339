/** The one privilege check, shared with the server (contract). Re-exported for the UI. */
export { can, ADMIN_ROLE_ID, type Privilege, type PrivilegeHolder } from '@contract';

/** A disabled control's title: which privileges the user lacks, or nothing when none. */
export function lacks(has: boolean, ...privileges: string[]): string | undefined {
  if (has) return undefined;
  return `You need the ${privileges.join(' and ')} privilege${privileges.length > 1 ? 's' : ''}`;
}
