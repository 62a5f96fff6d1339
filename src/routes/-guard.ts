import { redirect } from '@tanstack/react-router';
import { ADMIN_ROLE_ID, can, type Privilege } from '@/lib/can';
import type { RouterContext } from '@/lib/router-context';

/**
 * A route's beforeLoad privilege check (spec §6): the signed-in layout has put the user in
 * the context; one lacking any listed privilege goes to /error/403.
 */
export function requirePrivileges(required: readonly Privilege[]) {
  return ({ context }: { context: RouterContext }) => {
    if (!can(context.user, ...required)) {
      throw redirect({ to: '/error/$code', params: { code: '403' } });
    }
  };
}

/**
 * For pages no privilege opens, only the Admin role (the audit trail, the API document), as
 * the server's `adminOnly()` does.
 */
export function requireAdmin({ context }: { context: RouterContext }) {
  if (context.user?.role_id !== ADMIN_ROLE_ID) throw redirect({ to: '/error/$code', params: { code: '403' } });
}
