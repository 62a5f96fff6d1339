import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  countDays, daysLabel, leaveDays, leaveSpanLabel, LEAVE_SPAN_MAX_DAYS, type LeaveRequest, type LeaveRequestInput, type LeaveSpan, type LeaveState, type Page,
} from '@contract';
import type { DbOrTx, Tx } from '../../../db/client';
import { employees, leaveRequests, leaveTypes } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { addDays, dayName } from '../../../lib/days';
import { conflict, forbidden, HttpError, unprocessable } from '../../../lib/errors';
import { allOf, foundRow, orderOf, readPage, searchOf, totalRows, type ListArgs } from '../../../lib/listing';
import type { SessionRecord } from '../../../lib/session';
import { schoolCalendar } from '../calendar';
import { balancesOf, employeeNameSql } from './balances.service';
import { approvesLeave, isOwnLeave, readsOthersLeave, recordsLeave } from './leave-access';
import { yearHolding, type LeaveYear } from './leave-years';

const userName = (column: typeof leaveRequests.requestedBy) => sql<string | null>`(select u.fullname from users u where u.id = ${column})`;

const requestColumns = {
  id: leaveRequests.id,
  version: leaveRequests.version,
  employee_id: leaveRequests.employeeId,
  employee_name: employeeNameSql,
  employee_number: employees.number,
  leave_type_id: leaveRequests.leaveTypeId,
  leave_type: leaveTypes.name,
  paid: leaveTypes.paid,
  start_date: leaveRequests.startDate,
  end_date: leaveRequests.endDate,
  half_first_day: leaveRequests.halfFirstDay,
  half_last_day: leaveRequests.halfLastDay,
  days: leaveRequests.days,
  reason: leaveRequests.reason,
  status: sql<LeaveState>`${leaveRequests.status}`,
  requested_by_name: userName(leaveRequests.requestedBy),
  requested_at: leaveRequests.createdAt,
  decided_by_name: userName(leaveRequests.decidedBy),
  decided_at: leaveRequests.decidedAt,
  decision_note: leaveRequests.decisionNote,
};

function selectRequests(db: DbOrTx) {
  return db
    .select({ ...requestColumns, total: totalRows })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId));
}

/** Timestamps as the wire carries them. */
const onWire = <R extends { requested_at: Date; decided_at: Date | null }>(row: R) => ({
  ...row,
  requested_at: row.requested_at.toISOString(),
  decided_at: row.decided_at?.toISOString() ?? null,
});

export interface LeaveRequestListArgs extends ListArgs {
  status?: LeaveState;
  employee_id?: number;
  from?: string;
  to?: string;
  mine?: string;
}

/** Whose requests a list shows: anyone's for a reader of others' leave, else the user's own (403 without a staff record). */
function listedEmployee(user: SessionRecord, args: LeaveRequestListArgs): number | undefined {
  if (args.mine) {
    if (user.employeeId === null) throw forbidden();
    return user.employeeId;
  }
  if (readsOthersLeave(user)) return args.employee_id;
  if (user.employeeId === null || (args.employee_id !== undefined && args.employee_id !== user.employeeId)) throw forbidden();
  return user.employeeId;
}

/** `GET /employees/leave/requests`: newest first unless sorted. */
export async function listRequests(db: DbOrTx, user: SessionRecord, args: LeaveRequestListArgs): Promise<Page<LeaveRequest>> {
  const employeeId = listedEmployee(user, args);
  const query = selectRequests(db)
    .where(
      allOf(
        eq(leaveRequests.schoolId, user.schoolId),
        employeeId !== undefined ? eq(leaveRequests.employeeId, employeeId) : undefined,
        args.status ? eq(leaveRequests.status, args.status) : undefined,
        args.from ? gte(leaveRequests.endDate, args.from) : undefined,
        args.to ? lte(leaveRequests.startDate, args.to) : undefined,
        searchOf(args.search, [employeeNameSql, employees.number, leaveTypes.name]),
      ),
    )
    .orderBy(
      ...(args.sort
        ? orderOf(args, { start_date: leaveRequests.startDate, employee: employeeNameSql, status: leaveRequests.status }, leaveRequests.startDate, leaveRequests.id)
        : [desc(leaveRequests.startDate), desc(leaveRequests.id)]),
    );
  const page = await readPage(query, args);
  return { ...page, data: page.data.map(onWire) };
}

/** `GET /employees/leave/requests/{id}`: one's own, or anyone's for a reader of others' leave; 404 for another school's. */
export async function getRequest(db: DbOrTx, user: SessionRecord, id: number): Promise<LeaveRequest> {
  const row = foundRow(await selectRequests(db).where(and(eq(leaveRequests.id, id), eq(leaveRequests.schoolId, user.schoolId))), 'Leave request');
  if (!isOwnLeave(user, row.employee_id) && !readsOthersLeave(user)) throw forbidden();
  return onWire(row);
}

/** The employee row locked for the transaction: two requests for one employee take turns, so they cannot overlap. */
export async function lockEmployee(tx: Tx, schoolId: number, employeeId: number) {
  const [row] = await tx
    .select({ id: employees.id, name: employeeNameSql })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.schoolId, schoolId)))
    .for('update');
  return row;
}

/** Which half of `day` a span takes: the afternoon of a half first day, the morning of a half last day, else all of it. */
function halfOn(span: LeaveSpan, day: string): 'morning' | 'afternoon' | null {
  if (day === span.start_date && span.half_first_day) return 'afternoon';
  if (day === span.end_date && span.half_last_day) return 'morning';
  return null;
}

/** Two spans share a moment: a day both take, unless one takes its morning and the other its afternoon. */
function overlaps(a: LeaveSpan, b: LeaveSpan): boolean {
  const from = a.start_date > b.start_date ? a.start_date : b.start_date;
  const to = a.end_date < b.end_date ? a.end_date : b.end_date;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const [x, y] = [halfOn(a, day), halfOn(b, day)];
    if (!(x && y && x !== y)) return true;
  }
  return false;
}

/** 409 when the employee already has Requested or Approved leave in the span. */
async function refuseOverlap(tx: Tx, schoolId: number, employee: { id: number; name: string }, span: LeaveSpan) {
  const near = await tx
    .select({
      start_date: leaveRequests.startDate,
      end_date: leaveRequests.endDate,
      half_first_day: leaveRequests.halfFirstDay,
      half_last_day: leaveRequests.halfLastDay,
      status: leaveRequests.status,
      type: leaveTypes.name,
    })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(
      and(
        eq(leaveRequests.schoolId, schoolId),
        eq(leaveRequests.employeeId, employee.id),
        inArray(leaveRequests.status, ['Requested', 'Approved']),
        lte(leaveRequests.startDate, span.end_date),
        gte(leaveRequests.endDate, span.start_date),
      ),
    );
  const clash = near.find((r) => overlaps(r, span));
  if (clash) {
    const state = clash.status === 'Approved' ? 'approved' : 'waiting for approval';
    throw conflict('start_date', `${employee.name} already has ${clash.type} (${state}) on ${leaveSpanLabel(clash.start_date, clash.end_date)}.`);
  }
}

/**
 * 422 when a limited type has fewer days left than `days`. `countPending`: requests waiting for
 * approval are held against the balance (a new request); an approval counts approved days only.
 */
export async function refuseOverdraw(
  tx: Tx,
  schoolId: number,
  year: LeaveYear,
  who: { employeeId: number; typeId: number },
  days: number,
  field: string,
  countPending: boolean,
) {
  const [balance] = await balancesOf(tx, schoolId, year, { employeeId: who.employeeId, typeId: who.typeId });
  if (!balance || balance.left === null) return;
  const held = countPending ? balance.pending : 0;
  const free = balance.left - held;
  if (days <= free) return;
  const waiting = held > 0 ? `, with ${daysLabel(held)} waiting for approval` : '';
  const left = free > 0 ? `Only ${daysLabel(free)} of ${balance.leave_type} ${free === 1 || free === 0.5 ? 'is' : 'are'} left` : `No ${balance.leave_type} is left`;
  throw unprocessable(field, `${left} in ${year.name}${waiting}: this is ${daysLabel(days)}.`);
}

/** The days a span counts in the school's calendar, 422 when none is a school day. */
export async function spanDays(db: DbOrTx, schoolId: number, span: LeaveSpan): Promise<number> {
  const days = countDays(leaveDays(span, await schoolCalendar(db, schoolId, span.start_date, span.end_date)));
  if (days === 0) {
    const when = span.start_date === span.end_date ? `${dayName(span.start_date)} is not a school day` : `There is no school day from ${dayName(span.start_date)} to ${dayName(span.end_date)}`;
    throw unprocessable('start_date', `${when}: there is no leave to take.`);
  }
  return days;
}

const calendarDays = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;

/**
 * `POST /employees/leave/requests`: the user's own leave, or the office recording another's.
 * Approved at once for a type that needs no approval, or when an approver records another's
 * leave (a sick note); otherwise it waits for an approver.
 */
export async function createRequest(db: DbOrTx, actor: Actor, input: LeaveRequestInput): Promise<{ id: number; message: string }> {
  const employeeId = input.employee_id ?? actor.employeeId;
  if (employeeId === null) throw unprocessable('employee_id', 'Your account has no staff record: choose the employee, or ask the office to record your leave.');
  const own = isOwnLeave(actor, employeeId);
  if (!own && !recordsLeave(actor)) throw forbidden();
  if (calendarDays(input.start_date, input.end_date) > LEAVE_SPAN_MAX_DAYS) {
    throw unprocessable('end_date', `One request covers at most ${LEAVE_SPAN_MAX_DAYS} days: ask for the rest separately.`);
  }
  const span: LeaveSpan = { start_date: input.start_date, end_date: input.end_date, half_first_day: input.half_first_day, half_last_day: input.half_last_day };
  return db.transaction(async (tx) => {
    const employee = await lockEmployee(tx, actor.schoolId, employeeId);
    if (!employee) throw unprocessable('employee_id', 'Choose an employee of this school.');
    const [type] = await tx
      .select({ id: leaveTypes.id, name: leaveTypes.name, status: leaveTypes.status, needs_approval: leaveTypes.needsApproval })
      .from(leaveTypes)
      .where(and(eq(leaveTypes.id, input.leave_type_id), eq(leaveTypes.schoolId, actor.schoolId)));
    if (!type) throw unprocessable('leave_type_id', 'Choose a leave type of this school.');
    if (type.status !== 'Active') throw unprocessable('leave_type_id', `${type.name} is no longer used: choose another type.`);
    const year = await yearHolding(tx, actor.schoolId, span.start_date, span.end_date);
    const days = await spanDays(tx, actor.schoolId, span);
    await refuseOverlap(tx, actor.schoolId, employee, span);
    await refuseOverdraw(tx, actor.schoolId, year, { employeeId, typeId: type.id }, days, 'end_date', true);
    const approved = !type.needs_approval || (!own && approvesLeave(actor));
    const now = new Date();
    const [row] = await tx
      .insert(leaveRequests)
      .values({
        schoolId: actor.schoolId,
        employeeId,
        leaveTypeId: type.id,
        academicYearId: year.id,
        startDate: span.start_date,
        endDate: span.end_date,
        halfFirstDay: span.half_first_day,
        halfLastDay: span.half_last_day,
        days,
        reason: input.reason,
        status: approved ? 'Approved' : 'Requested',
        requestedBy: actor.id,
        ...(approved ? { decidedBy: actor.id, decidedAt: now, approvedAt: now } : {}),
      })
      .returning({ id: leaveRequests.id });
    if (!row) throw new HttpError(409, 'The request was not saved.');
    await audit(tx, actor, {
      action: 'create',
      entity: 'leave_request',
      ids: [row.id],
      detail: { employee_id: employeeId, leave_type_id: type.id, start_date: span.start_date, end_date: span.end_date, days, status: approved ? 'Approved' : 'Requested' },
    });
    const what = `${daysLabel(days)} of ${type.name}`;
    let message: string;
    if (approved) message = own ? `${what} recorded for you.` : `${what} recorded for ${employee.name}.`;
    else message = own ? `Your request for ${what} has been sent for approval.` : `The request for ${what} for ${employee.name} has been sent for approval.`;
    return { id: row.id, message };
  });
}
