import { and, asc, eq, sql } from 'drizzle-orm';
import type { LeaveType, LeaveTypeInput, LeaveTypeUpdateInput } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { leaveTypes } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { expectedVersion, guardUnique, uniqueFields } from '../../../lib/rows';

const uniques = uniqueFields({ leave_types_school_name_uq: ['name', 'A leave type with this name already exists.'] });

/** `GET /employees/leave/types`: every type of the school, active first, with how often each was asked for. */
export function listLeaveTypes(db: DbOrTx, schoolId: number): Promise<LeaveType[]> {
  return db
    .select({
      id: leaveTypes.id,
      version: leaveTypes.version,
      name: leaveTypes.name,
      days_per_year: leaveTypes.daysPerYear,
      paid: leaveTypes.paid,
      carries_over: leaveTypes.carriesOver,
      needs_approval: leaveTypes.needsApproval,
      status: sql<LeaveType['status']>`${leaveTypes.status}`,
      requests: sql<number>`(select count(*) from leave_requests lr where lr.school_id = ${leaveTypes.schoolId} and lr.leave_type_id = ${leaveTypes.id})`.mapWith(Number),
    })
    .from(leaveTypes)
    .where(eq(leaveTypes.schoolId, schoolId))
    .orderBy(asc(leaveTypes.status), asc(leaveTypes.name), asc(leaveTypes.id));
}

const terms = (input: LeaveTypeInput) => ({
  name: input.name,
  daysPerYear: input.days_per_year,
  paid: input.paid,
  carriesOver: input.carries_over,
  needsApproval: input.needs_approval,
});

/** `POST /employees/leave/types` (Admin or `update-employee`). */
export function createLeaveType(db: DbOrTx, actor: Actor, input: LeaveTypeInput): Promise<number> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(leaveTypes).values({ schoolId: actor.schoolId, ...terms(input) }).returning({ id: leaveTypes.id });
        await audit(tx, actor, { action: 'create', entity: 'leave_type', ids: [row!.id], detail: { name: input.name } });
        return row!.id;
      }),
    uniques,
  );
}

/** `PUT /employees/leave/types/{id}`: requests already made keep the days they counted. */
export function updateLeaveType(db: DbOrTx, actor: Actor, id: number, input: LeaveTypeUpdateInput): Promise<void> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(leaveTypes)
          .set({ ...terms(input), status: input.status, ...expectedVersion(input) })
          .where(and(eq(leaveTypes.id, id), eq(leaveTypes.schoolId, actor.schoolId)))
          .returning({ id: leaveTypes.id });
        if (!row) throw notFound('Leave type');
        await audit(tx, actor, { action: 'update', entity: 'leave_type', ids: [row.id], detail: { name: input.name, status: input.status } });
      }),
    uniques,
  );
}
