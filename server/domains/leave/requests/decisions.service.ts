import { and, eq } from 'drizzle-orm';
import { daysLabel, leaveSpanLabel } from '@contract';
import type { DbOrTx, Tx } from '../../../db/client';
import { academicYears, coverAssignments, leaveRequests, leaveTypes } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { conflict, forbidden, HttpError, notFound, staleRow, unprocessable } from '../../../lib/errors';
import { isAdmin } from '../../../lib/session';
import { schoolToday } from '../../people/public';
import { approvesLeave, isOwnLeave, recordsLeave } from './leave-access';
import { lockEmployee, refuseOverdraw } from './requests.service';

/**
 * Deciding a request (ADR 046): an approver approves or refuses one that waits (never their own
 * unless Admin), and leave is cancelled by its employee before it starts or by the office at
 * any time. The employee row is locked first, as a new request locks it, so a decision and a
 * request for the same employee take turns.
 */

async function lockedRequest(tx: Tx, schoolId: number, id: number) {
  const [found] = await tx
    .select({ employeeId: leaveRequests.employeeId })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.schoolId, schoolId)));
  if (!found) throw notFound('Leave request');
  const employee = await lockEmployee(tx, schoolId, found.employeeId);
  const [request] = await tx
    .select({
      id: leaveRequests.id,
      version: leaveRequests.version,
      employeeId: leaveRequests.employeeId,
      typeId: leaveRequests.leaveTypeId,
      type: leaveTypes.name,
      status: leaveRequests.status,
      start: leaveRequests.startDate,
      end: leaveRequests.endDate,
      days: leaveRequests.days,
      year: { id: academicYears.id, name: academicYears.name, start_date: academicYears.startDate, end_date: academicYears.endDate },
    })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .innerJoin(academicYears, eq(academicYears.id, leaveRequests.academicYearId))
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.schoolId, schoolId)))
    .for('update', { of: leaveRequests });
  if (!request || !employee) throw notFound('Leave request');
  return { ...request, employeeName: employee.name, what: `${daysLabel(request.days)} of ${request.type} for ${employee.name} (${leaveSpanLabel(request.start, request.end)})` };
}

type Locked = Awaited<ReturnType<typeof lockedRequest>>;

const checkVersion = (request: Locked, input: { version?: number }) => {
  if (input.version !== undefined && input.version !== request.version) throw staleRow();
};

/** Only a request that waits is decided, and not by the employee themself unless they are the Admin. */
function checkDecidable(actor: Actor, request: Locked, input: { version?: number }) {
  if (isOwnLeave(actor, request.employeeId) && !isAdmin(actor)) throw new HttpError(403, 'Your own leave is decided by another approver.');
  checkVersion(request, input);
  if (request.status !== 'Requested') throw conflict('status', `This request was already ${request.status.toLowerCase()}: only a request waiting for approval is decided.`);
}

async function decide(tx: Tx, actor: Actor, request: Locked, status: 'Approved' | 'Refused', note: string | null) {
  const now = new Date();
  await tx
    .update(leaveRequests)
    .set({ status, decidedBy: actor.id, decidedAt: now, decisionNote: note, ...(status === 'Approved' ? { approvedAt: now } : {}) })
    .where(and(eq(leaveRequests.id, request.id), eq(leaveRequests.schoolId, actor.schoolId)));
  await audit(tx, actor, {
    action: status === 'Approved' ? 'approve' : 'refuse',
    entity: 'leave_request',
    ids: [request.id],
    detail: { employee_id: request.employeeId, days: request.days, ...(note ? { note } : {}) },
  });
}

/** `POST …/{id}/approve` (Admin or `approve-leave`): the balance is checked again against what is approved now. */
export async function approveRequest(db: DbOrTx, actor: Actor, id: number, input: { version?: number; note: string | null }) {
  return db.transaction(async (tx) => {
    const request = await lockedRequest(tx, actor.schoolId, id);
    checkDecidable(actor, request, input);
    await refuseOverdraw(tx, actor.schoolId, request.year, { employeeId: request.employeeId, typeId: request.typeId }, request.days, 'status', false);
    await decide(tx, actor, request, 'Approved', input.note);
    return { message: `Approved: ${request.what}.` };
  });
}

/** `POST …/{id}/refuse` (Admin or `approve-leave`): the reason goes to the employee. */
export async function refuseRequest(db: DbOrTx, actor: Actor, id: number, input: { version?: number; note: string }) {
  return db.transaction(async (tx) => {
    const request = await lockedRequest(tx, actor.schoolId, id);
    checkDecidable(actor, request, input);
    await decide(tx, actor, request, 'Refused', input.note);
    return { message: `Refused: ${request.what}.` };
  });
}

/**
 * `POST …/{id}/cancel`: the employee's own while it waits, or approved before its first day;
 * Admin, `approve-leave` or `update-employee` at any time. The lessons covered for it are freed.
 */
export async function cancelRequest(db: DbOrTx, actor: Actor, id: number, input: { version?: number }) {
  return db.transaction(async (tx) => {
    const request = await lockedRequest(tx, actor.schoolId, id);
    const office = approvesLeave(actor) || recordsLeave(actor);
    if (!office && !isOwnLeave(actor, request.employeeId)) throw forbidden();
    checkVersion(request, input);
    if (request.status !== 'Requested' && request.status !== 'Approved') {
      throw conflict('status', `This request was already ${request.status.toLowerCase()}.`);
    }
    if (!office && request.status === 'Approved' && request.start <= (await schoolToday(tx, actor))) {
      throw unprocessable('status', 'This leave has begun: ask the office to cancel it.');
    }
    const covers = await tx
      .delete(coverAssignments)
      .where(and(eq(coverAssignments.schoolId, actor.schoolId), eq(coverAssignments.leaveRequestId, request.id)))
      .returning({ id: coverAssignments.id });
    await tx
      .update(leaveRequests)
      .set({ status: 'Cancelled', decidedBy: actor.id, decidedAt: new Date() })
      .where(and(eq(leaveRequests.id, request.id), eq(leaveRequests.schoolId, actor.schoolId)));
    await audit(tx, actor, {
      action: 'cancel',
      entity: 'leave_request',
      ids: [request.id],
      detail: { employee_id: request.employeeId, was: request.status, covers_removed: covers.map((c) => c.id) },
    });
    const freed = covers.length ? ` ${covers.length === 1 ? 'Its cover lesson was' : `Its ${covers.length} cover lessons were`} removed.` : '';
    return { message: `Cancelled: ${request.what}.${freed}` };
  });
}
