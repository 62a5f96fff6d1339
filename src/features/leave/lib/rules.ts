import type { LeaveRequest, Profile } from '@contract';
import { ADMIN_ROLE_ID, can } from '@/lib/can';

/**
 * What a user may do to one request (ADR 046), as the server decides it, so a button is only
 * offered when it would be accepted. `today` is the school's day.
 */
export function requestActions(r: LeaveRequest, user: Profile, today: string) {
  const own = user.employee_id !== null && r.employee_id === user.employee_id;
  // Nobody but the Admin decides their own leave.
  const admin = user.role_id === ADMIN_ROLE_ID;
  const approver = can(user, 'approve-leave');
  const office = approver || can(user, 'update-employee');
  const decides = r.status === 'Requested' && approver && (!own || admin);
  const cancelsOwn = own && (r.status === 'Requested' || (r.status === 'Approved' && today < r.start_date));
  const cancels = (r.status === 'Requested' || r.status === 'Approved') && (office || cancelsOwn);
  return { approve: decides, refuse: decides, cancel: cancels };
}
