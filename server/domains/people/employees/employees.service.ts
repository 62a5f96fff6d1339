import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ActiveState, EmployeeInput, EmployeeListRow, EmployeeStatusChange, EmployeeType } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { auditLog, employees } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { schoolTodaySql } from '../students/enrolment';
import { notFound, unprocessable } from '../../../lib/errors';
import { allOf, createdBetween, offsetOf, orderOf, searchOf, toPage, totalRows, type ListArgs } from '../../../lib/listing';
import { expectedVersion, guardUnique, uniqueFields } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';

const uniques = uniqueFields({ employees_school_number_uq: ['number', 'An employee with this number already exists.'] });

const fullname = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

/** What the list shows: no salary, bank details or national id. */
const listColumns = {
  id: employees.id,
  number: employees.number,
  first_name: employees.firstName,
  last_name: employees.lastName,
  fullname,
  gender: employees.gender,
  phone: employees.phone,
  email: employees.email,
  job_title: employees.jobTitle,
  type: employees.type,
  hire_date: employees.hireDate,
  status: employees.status,
  created_at: employees.createdAt,
};

const detailColumns = {
  ...listColumns,
  address: employees.address,
  national_id: employees.nationalId,
  base_salary: employees.baseSalary,
  bank_name: employees.bankName,
  bank_account: employees.bankAccount,
  version: employees.version,
};

/** A row as the wire carries it: the timestamp as an ISO string, type and status as their picklists. */
const toWire = <R extends { type: string; status: string; created_at: Date }>(
  row: R,
): Omit<R, 'type' | 'status' | 'created_at'> & Pick<EmployeeListRow, 'type' | 'status' | 'created_at'> => ({
  ...row,
  type: row.type as EmployeeType,
  status: row.status as ActiveState,
  created_at: row.created_at.toISOString(),
});

const values = (input: EmployeeInput) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  gender: input.gender,
  phone: input.phone,
  email: input.email,
  address: input.address,
  nationalId: input.national_id,
  jobTitle: input.job_title,
  type: input.type,
  hireDate: input.hire_date,
  baseSalary: input.base_salary,
  bankName: input.bank_name,
  bankAccount: input.bank_account,
});

export async function listEmployees(db: DbOrTx, user: SessionRecord, args: ListArgs & { status?: string; type?: string }) {
  const rows = await db
    .select({ ...listColumns, total: totalRows })
    .from(employees)
    .where(
      allOf(
        eq(employees.schoolId, user.schoolId),
        args.status ? eq(employees.status, args.status) : undefined,
        args.type ? eq(employees.type, args.type) : undefined,
        searchOf(args.search, [fullname, employees.number, employees.phone]),
      ),
    )
    .orderBy(
      ...orderOf(
        args,
        {
          number: employees.number,
          first_name: employees.firstName,
          last_name: employees.lastName,
          hire_date: employees.hireDate,
          type: employees.type,
          status: employees.status,
          created_at: employees.createdAt,
        },
        employees.firstName,
        employees.id,
      ),
    )
    .limit(args.limit)
    .offset(offsetOf(args));
  return toPage(rows.map(toWire), args);
}

/** Active teachers for the section and timetable pickers: names and numbers only. */
export async function listTeachers(db: DbOrTx, user: SessionRecord) {
  return db
    .select({ id: employees.id, fullname, number: employees.number })
    .from(employees)
    .where(and(eq(employees.schoolId, user.schoolId), eq(employees.type, 'teacher'), eq(employees.status, 'Active')))
    .orderBy(employees.firstName, employees.lastName, employees.id);
}

export async function getEmployee(db: DbOrTx, user: SessionRecord, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(employees)
    .where(and(eq(employees.schoolId, user.schoolId), eq(employees.id, id)));
  if (!row) throw notFound('Employee');
  // Deactivation never deletes: the audit trail is the employee's status history.
  const history = await db
    .select({ action: auditLog.action, at: auditLog.at, by: auditLog.userId, detail: auditLog.detail })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.schoolId, user.schoolId),
        eq(auditLog.entity, 'employee'),
        inArray(auditLog.action, ['deactivate', 'activate']),
        sql`${auditLog.entityIds} @> ${JSON.stringify([id])}::jsonb`,
      ),
    )
    .orderBy(auditLog.at, auditLog.id);
  return {
    ...toWire(row),
    status_history: history.map((h) => ({
      action: h.action as EmployeeStatusChange['action'],
      at: h.at.toISOString(),
      by: h.by,
      reason: (h.detail?.reason as string | undefined) ?? null,
    })),
  };
}

export async function employeesCreatedBetween(db: DbOrTx, user: SessionRecord, start: string, end: string) {
  const rows = await db
    .select(listColumns)
    .from(employees)
    .where(and(eq(employees.schoolId, user.schoolId), createdBetween(employees.createdAt, start, end)))
    .orderBy(employees.createdAt, employees.id);
  return rows.map(toWire);
}

/** The next EMP-0001-style number of the school: one past the highest such number. */
export async function nextEmployeeNumber(db: DbOrTx, schoolId: number): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(substring(${employees.number} from '(?i)^EMP-(\\d{1,9})$')::bigint), 0) + 1`.mapWith(Number) })
    .from(employees)
    .where(and(eq(employees.schoolId, schoolId), sql`${employees.number} ~* '^EMP-\\d{1,9}$'`));
  return `EMP-${String(row?.n ?? 1).padStart(4, '0')}`;
}

export async function createEmployee(db: DbOrTx, actor: Actor, input: EmployeeInput) {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        let number = input.number;
        if (!number) {
          // Two adds at once must not pick the same number: serialise them per school.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('employees.number'), ${actor.schoolId}::int)`);
          number = await nextEmployeeNumber(tx, actor.schoolId);
        }
        const [row] = await tx
          .insert(employees)
          .values({ schoolId: actor.schoolId, number, ...values(input) })
          .returning({ id: employees.id, number: employees.number });
        await audit(tx, actor, { action: 'create', entity: 'employee', ids: [row!.id] });
        return row!;
      }),
    uniques,
  );
}

export async function updateEmployee(db: DbOrTx, actor: Actor, id: number, input: EmployeeInput) {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const updated = await tx
          .update(employees)
          .set({ ...values(input), ...(input.number ? { number: input.number } : {}), ...expectedVersion(input) })
          .where(and(eq(employees.id, id), eq(employees.schoolId, actor.schoolId)))
          .returning({ id: employees.id });
        if (!updated.length) throw notFound('Employee');
        await audit(tx, actor, { action: 'update', entity: 'employee', ids: [id] });
        return { id };
      }),
    uniques,
  );
}

/** Deactivate or reactivate; the row and everything that refers to it stay. */
export async function setEmployeeStatus(
  db: DbOrTx,
  actor: Actor,
  id: number,
  status: 'Active' | 'Inactive',
  reason: string | null,
  leftOn?: string
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: employees.status, hireDate: employees.hireDate })
      .from(employees)
      .where(and(eq(employees.id, id), eq(employees.schoolId, actor.schoolId)))
      .for('update');
    if (!current) throw notFound('Employee');
    if (current.status === status) {
      throw unprocessable('status', status === 'Active' ? 'The employee is already active.' : 'The employee is already inactive.');
    }
    if (status === 'Inactive' && leftOn !== undefined && leftOn < current.hireDate) {
      throw unprocessable('left_on', 'The last working day cannot be before the hire date.');
    }
    // The last working day, which payroll prorates the leaving month by; today in the school's day unless given.
    const left = status === 'Active' ? null : (leftOn ?? schoolTodaySql(actor));
    const [saved] = await tx
      .update(employees)
      .set({ status, leftOn: left })
      .where(and(eq(employees.id, id), eq(employees.schoolId, actor.schoolId)))
      .returning({ leftOn: employees.leftOn });
    await audit(tx, actor, {
      action: status === 'Active' ? 'activate' : 'deactivate',
      entity: 'employee',
      ids: [id],
      detail: { from: current.status, to: status, reason, ...(saved?.leftOn ? { left_on: saved.leftOn } : {}) },
    });
  });
}
