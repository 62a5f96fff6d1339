import { can, type Privilege } from '@contract';
import { holder, type SessionRecord } from '../../../lib/session';

/**
 * Who may do what with leave (ADR 046), as predicates: the routes let every signed-in user in,
 * because a member of staff always reaches their own leave; these decide the rest.
 */

/** Reads another employee's balances and requests. */
export const OTHERS_LEAVE_READERS: readonly Privilege[] = ['list-employee', 'view-employee', 'update-employee', 'approve-leave'];

export const readsOthersLeave = (user: SessionRecord) => OTHERS_LEAVE_READERS.some((p) => can(holder(user), p));
/**
 * Records leave for another employee, and cancels anyone's at any time: the office with the
 * employee records (`update-employee`), or an approver taking a sick call (ADR 046).
 */
export const recordsLeave = (user: SessionRecord) => can(holder(user), 'update-employee') || can(holder(user), 'approve-leave');
/** Admin or `approve-leave`. */
export const approvesLeave = (user: SessionRecord) => can(holder(user), 'approve-leave');
export const isOwnLeave = (user: SessionRecord, employeeId: number) => user.employeeId !== null && user.employeeId === employeeId;
