/** The one privilege check, shared with the server (contract). Re-exported for the UI. */
export { can, ADMIN_ROLE_ID, type Privilege, type PrivilegeHolder } from '@contract';
