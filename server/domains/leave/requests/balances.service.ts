import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { LeaveBalance, LeaveBalances, LeaveOpeningInput } from '@contract';
import { daysLabel } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { employees, leaveOpenings, leaveRequests, leaveTypes } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { unprocessable } from '../../../lib/errors';
import { guardUnique, requireOwned, uniqueFields } from '../../../lib/rows';
import { leaveYear, yearsUpTo, type LeaveYear } from './leave-years';

/**
 * Balances (ADR 046): a type's days in a year are the opening balance when one was set, else its
 * days per year plus what the year before left (types that carry over, never below 0), less the
 * approved days of the year. Days waiting for approval are shown apart. Years that ended before
 * the employee was hired or before the type existed give nothing to carry: the school started
 * counting that leave later.
 */

export const employeeNameSql = sql<string>`concat_ws(' ', ${employees.firstName}, ${employees.lastName})`;

interface TypeTerms {
  id: number;
  name: string;
  paid: boolean;
  days_per_year: number | null;
  carries_over: boolean;
  created_on: string;
}

interface Holder {
  id: number;
  name: string;
  number: string;
  hire_date: string;
}

const key = (employeeId: number, typeId: number, yearId: number) => `${employeeId}:${typeId}:${yearId}`;

/** What the balances of `holders` need from the years up to `year`: openings and requests summed. */
async function ledger(db: DbOrTx, schoolId: number, years: LeaveYear[], employeeIds: number[]) {
  const yearIds = years.map((y) => y.id);
  // One query after another: on a transaction's single connection, queries cannot run side by side.
  if (employeeIds.length === 0) return { opening: new Map<string, number>(), taken: new Map<string, number>(), pending: new Map<string, number>() };
  const openings = await db
    .select({ employee_id: leaveOpenings.employeeId, type_id: leaveOpenings.leaveTypeId, year_id: leaveOpenings.academicYearId, days: leaveOpenings.days })
    .from(leaveOpenings)
    .where(and(eq(leaveOpenings.schoolId, schoolId), inArray(leaveOpenings.academicYearId, yearIds), inArray(leaveOpenings.employeeId, employeeIds)));
  const sums = await db
    .select({
      employee_id: leaveRequests.employeeId,
      type_id: leaveRequests.leaveTypeId,
      year_id: leaveRequests.academicYearId,
      status: leaveRequests.status,
      days: sql<number>`sum(${leaveRequests.days})`.mapWith(Number),
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.schoolId, schoolId),
        inArray(leaveRequests.status, ['Requested', 'Approved']),
        inArray(leaveRequests.academicYearId, yearIds),
        inArray(leaveRequests.employeeId, employeeIds),
      ),
    )
    .groupBy(leaveRequests.employeeId, leaveRequests.leaveTypeId, leaveRequests.academicYearId, leaveRequests.status);
  const opening = new Map(openings.map((o) => [key(o.employee_id, o.type_id, o.year_id), o.days]));
  const taken = new Map<string, number>();
  const pending = new Map<string, number>();
  for (const s of sums) (s.status === 'Approved' ? taken : pending).set(key(s.employee_id, s.type_id, s.year_id), s.days);
  return { opening, taken, pending };
}

type Ledger = Awaited<ReturnType<typeof ledger>>;

/** One employee's balance of one type in the last of `years`, carried through the years before it. */
function balanceOf(holder: Holder, type: TypeTerms, years: LeaveYear[], book: Ledger): Omit<LeaveBalance, 'employee_id' | 'employee_name' | 'employee_number'> {
  const head = { leave_type_id: type.id, leave_type: type.name, paid: type.paid, entitlement: type.days_per_year };
  let carried = 0;
  let result = { ...head, carried: 0, opening: null as number | null, taken: 0, pending: 0, left: null as number | null };
  for (const year of years) {
    const k = key(holder.id, type.id, year.id);
    const opening = book.opening.get(k) ?? null;
    const taken = book.taken.get(k) ?? 0;
    const pending = book.pending.get(k) ?? 0;
    const counted = holder.hire_date <= year.end_date && type.created_on <= year.end_date;
    if (type.days_per_year === null) {
      result = { ...head, carried: 0, opening: null, taken, pending, left: null };
      continue;
    }
    const left = (opening ?? type.days_per_year + carried) - taken;
    result = { ...head, carried: opening === null ? carried : 0, opening, taken, pending, left };
    carried = type.carries_over && counted ? Math.max(0, left) : 0;
  }
  return result;
}

/** The types a year's balances show: the active ones, and inactive ones someone used in the year. */
export async function typesOfYear(db: DbOrTx, schoolId: number, yearId: number, typeId?: number): Promise<TypeTerms[]> {
  const usedInYear = sql`exists (select 1 from leave_requests lr where lr.school_id = ${schoolId} and lr.leave_type_id = ${leaveTypes.id}
    and lr.academic_year_id = ${yearId} and lr.status in ('Requested', 'Approved'))`;
  return db
    .select({
      id: leaveTypes.id,
      name: leaveTypes.name,
      paid: leaveTypes.paid,
      days_per_year: leaveTypes.daysPerYear,
      carries_over: leaveTypes.carriesOver,
      created_on: sql<string>`(${leaveTypes.createdAt} at time zone 'UTC')::date::text`,
    })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.schoolId, schoolId), typeId ? eq(leaveTypes.id, typeId) : or(eq(leaveTypes.status, 'Active'), usedInYear)))
    .orderBy(asc(leaveTypes.name), asc(leaveTypes.id));
}

/** Employees a year's balances list: the active, and anyone with leave in the year. */
function holdersOfYear(db: DbOrTx, schoolId: number, yearId: number, employeeId?: number): Promise<Holder[]> {
  const leaveInYear = sql`exists (select 1 from leave_requests lr where lr.school_id = ${schoolId} and lr.employee_id = ${employees.id}
    and lr.academic_year_id = ${yearId} and lr.status in ('Requested', 'Approved'))`;
  return db
    .select({ id: employees.id, name: employeeNameSql, number: employees.number, hire_date: employees.hireDate })
    .from(employees)
    .where(and(eq(employees.schoolId, schoolId), employeeId ? eq(employees.id, employeeId) : or(eq(employees.status, 'Active'), leaveInYear)))
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
}

/** Balances of every type for the employees of `year` (one when `employeeId` is named), read in five queries, one after another (it runs inside transactions too). */
export async function balancesOf(db: DbOrTx, schoolId: number, year: LeaveYear, filter: { employeeId?: number; typeId?: number } = {}): Promise<LeaveBalance[]> {
  const years = await yearsUpTo(db, schoolId, year);
  const types = await typesOfYear(db, schoolId, year.id, filter.typeId);
  const holders = await holdersOfYear(db, schoolId, year.id, filter.employeeId);
  const book = await ledger(db, schoolId, years, holders.map((h) => h.id));
  return holders.flatMap((h) =>
    types.map((t) => ({ employee_id: h.id, employee_name: h.name, employee_number: h.number, ...balanceOf(h, t, years, book) })),
  );
}

/** `GET /employees/leave/balances`: the route has checked whose balances the user may read. */
export async function listBalances(db: DbOrTx, schoolId: number, query: { academic_year_id?: number; employee_id?: number }): Promise<LeaveBalances> {
  const year = await leaveYear(db, schoolId, query.academic_year_id);
  if (query.employee_id !== undefined) await requireOwned(db, employees, query.employee_id, schoolId, 'Employee');
  return { academic_year: year, balances: await balancesOf(db, schoolId, year, { employeeId: query.employee_id }) };
}

const openingUniques = uniqueFields({
  leave_openings_once_uq: ['leave_type_id', 'The opening balance of this type was already set for this employee and year: it is set once.'],
});

/** `POST /employees/leave/balances/opening`: what an employee had left when the school moved in, once. */
export async function setOpening(db: DbOrTx, actor: Actor, input: LeaveOpeningInput) {
  const year = await leaveYear(db, actor.schoolId, input.academic_year_id).catch(() => {
    throw unprocessable('academic_year_id', 'Choose an academic year of this school.');
  });
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const [employee] = await tx
          .select({ name: employeeNameSql })
          .from(employees)
          .where(and(eq(employees.id, input.employee_id), eq(employees.schoolId, actor.schoolId)));
        if (!employee) throw unprocessable('employee_id', 'Choose an employee of this school.');
        const [type] = await tx
          .select({ name: leaveTypes.name, days_per_year: leaveTypes.daysPerYear })
          .from(leaveTypes)
          .where(and(eq(leaveTypes.id, input.leave_type_id), eq(leaveTypes.schoolId, actor.schoolId)));
        if (!type) throw unprocessable('leave_type_id', 'Choose a leave type of this school.');
        if (type.days_per_year === null) throw unprocessable('leave_type_id', `${type.name} has no limit: there is no balance to open.`);
        const [row] = await tx
          .insert(leaveOpenings)
          .values({ schoolId: actor.schoolId, employeeId: input.employee_id, leaveTypeId: input.leave_type_id, academicYearId: year.id, days: input.days, setBy: actor.id })
          .returning({ id: leaveOpenings.id });
        await audit(tx, actor, {
          action: 'create',
          entity: 'leave_opening',
          ids: [row!.id],
          detail: { employee_id: input.employee_id, leave_type_id: input.leave_type_id, academic_year_id: year.id, days: input.days },
        });
        return { id: row!.id, message: `${employee.name} starts ${year.name} with ${daysLabel(input.days)} of ${type.name}.` };
      }),
    openingUniques,
  );
}
