import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ApiIssue, AssignmentInput, BulkAssignmentInput, EndAssignmentInput } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { buses, busAssignments, busFeeCategories, students } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { HttpError, notFound, unprocessable, unprocessableAll } from '../../../lib/errors';
import { studentFullname } from '../../people/public';
import { lockSchool, requireOwned } from '../../../lib/rows';
import { requireStudentInScope, studentInScope } from '../../../lib/scope';
import { dayBefore, dayName } from '../../../lib/days';
import { busLabel, busName, peakRiders } from './shared';

interface Placement {
  bus_id: number;
  category_id: number;
  from: string;
  stop: string | null;
}

/** Where each refusal is shown: the single form names its fields, the bulk one the ticked student. */
interface Paths {
  student: (id: number) => string;
  later: (id: number) => string;
  same: (id: number) => string;
  full: string;
}

const SINGLE: Paths = { student: () => 'student_id', later: () => 'from', same: () => 'bus_id', full: 'bus_id' };

/** Each ticked student's refusal at their place in the list as sent. */
const bulkPaths = (sent: number[]): Paths => {
  const at = (id: number) => `student_ids.${sent.indexOf(id)}`;
  return { student: at, later: at, same: at, full: 'student_ids' };
};

async function checkBusAndCategory(tx: DbOrTx, schoolId: number, p: Placement) {
  const [bus] = await tx
    .select({ number: buses.number, plate: buses.plate, capacity: buses.capacity, status: buses.status })
    .from(buses)
    .where(and(eq(buses.id, p.bus_id), eq(buses.schoolId, schoolId)));
  if (!bus) throw unprocessable('bus_id', 'Choose a bus of this school.');
  if (bus.status !== 'Active') throw unprocessable('bus_id', `${busLabel(bus)} is inactive.`);
  const [category] = await tx
    .select({ name: busFeeCategories.name, status: busFeeCategories.status })
    .from(busFeeCategories)
    .where(and(eq(busFeeCategories.id, p.category_id), eq(busFeeCategories.schoolId, schoolId)));
  if (!category) throw unprocessable('category_id', 'Choose a fee category of this school.');
  if (category.status !== 'Active') throw unprocessable('category_id', `${category.name} is inactive.`);
  return bus;
}

/**
 * Puts the students on the bus from `from`, all or none, under the school lock so two
 * assignments never both take the last seat. Each student's assignment in force on `from`
 * (or open) ends the day before; one starting on or after `from` is refused, and so is a ride
 * the student already has. Capacity counts every day from `from` on, future rows included.
 */
async function place(tx: DbOrTx, actor: Actor, studentIds: number[], p: Placement, paths: Paths) {
  await lockSchool(tx, actor.schoolId);
  const bus = await checkBusAndCategory(tx, actor.schoolId, p);
  const found = await tx
    .select({ id: students.id, name: studentFullname, status: students.status })
    .from(students)
    .where(and(eq(students.schoolId, actor.schoolId), inArray(students.id, studentIds), studentInScope(actor, students.id) ?? sql`true`));
  const rows = await tx
    .select({ id: busAssignments.id, studentId: busAssignments.studentId, busId: busAssignments.busId, categoryId: busAssignments.categoryId, stop: busAssignments.stop, from: busAssignments.fromDate })
    .from(busAssignments)
    .where(and(eq(busAssignments.schoolId, actor.schoolId), inArray(busAssignments.studentId, studentIds), sql`(${busAssignments.toDate} is null or ${busAssignments.toDate} >= ${p.from}::date)`));
  const issues: ApiIssue[] = [];
  const ending: number[] = [];
  studentIds.forEach((id) => {
    const student = found.find((s) => s.id === id);
    if (!student) return issues.push({ path: paths.student(id), message: 'Choose a student of this school.' });
    if (student.status !== 'Active') return issues.push({ path: paths.student(id), message: `${student.name} is not active.` });
    const own = rows.filter((r) => r.studentId === id);
    const later = own.filter((r) => r.from >= p.from).map((r) => r.from).sort().pop();
    if (later) return issues.push({ path: paths.later(id), message: `${student.name} already rides from ${dayName(later)}; choose a later date or end that assignment first.` });
    const current = own[0];
    if (current && current.busId === p.bus_id && current.categoryId === p.category_id && (current.stop ?? null) === p.stop) {
      return issues.push({ path: paths.same(id), message: `${student.name} already rides ${busName(bus.number)} under that category.` });
    }
    if (current) ending.push(current.id);
  });
  if (issues.length) throw unprocessableAll(issues);
  if (ending.length) await tx.update(busAssignments).set({ toDate: dayBefore(p.from) }).where(inArray(busAssignments.id, ending));
  const taken = await peakRiders(tx, actor.schoolId, p.bus_id, sql`${p.from}::date`);
  if (taken + studentIds.length > bus.capacity) {
    const message =
      paths === SINGLE
        ? `${busLabel(bus)} is full: ${taken} of ${bus.capacity} seats are taken from ${dayName(p.from)}.`
        : `${busLabel(bus)} has ${Math.max(bus.capacity - taken, 0)} ${bus.capacity - taken === 1 ? 'seat' : 'seats'} left from ${dayName(p.from)}; you chose ${studentIds.length} students.`;
    throw new HttpError(422, message, [{ path: paths.full, message }]);
  }
  const inserted = await tx
    .insert(busAssignments)
    .values(studentIds.map((studentId) => ({ schoolId: actor.schoolId, studentId, busId: p.bus_id, categoryId: p.category_id, stop: p.stop, fromDate: p.from, createdBy: actor.id })))
    .returning({ id: busAssignments.id });
  const ids = inserted.map((r) => r.id);
  await audit(tx, actor, { action: 'assign', entity: 'bus-assignment', ids, detail: { bus_id: p.bus_id, category_id: p.category_id, from: p.from, ended: ending } });
  return { ids, bus, names: studentIds.map((id) => found.find((s) => s.id === id)!.name) };
}

/** One student onto a bus from a day. */
export async function assignStudent(db: DbOrTx, actor: Actor, input: AssignmentInput) {
  return db.transaction(async (tx) => {
    const { ids, bus, names } = await place(tx, actor, [input.student_id], input, SINGLE);
    return { message: `${names[0]} rides ${busName(bus.number)} from ${dayName(input.from)}.`, id: ids[0]! };
  });
}

/** The ticked students of a section onto a bus from a day, all or none; a student ticked twice rides once. */
export async function assignStudents(db: DbOrTx, actor: Actor, input: BulkAssignmentInput) {
  const studentIds = [...new Set(input.student_ids)];
  return db.transaction(async (tx) => {
    const { ids, bus } = await place(tx, actor, studentIds, input, bulkPaths(input.student_ids));
    const who = ids.length === 1 ? '1 student rides' : `${ids.length} students ride`;
    return { message: `${who} ${busName(bus.number)} from ${dayName(input.from)}.`, ids };
  });
}

/** The student's last day on the bus: the only change ever made to an assignment. */
export async function endAssignment(db: DbOrTx, actor: Actor, id: number, input: EndAssignmentInput) {
  return db.transaction(async (tx) => {
    await lockSchool(tx, actor.schoolId);
    await requireOwned(tx, busAssignments, id, actor.schoolId, 'Assignment');
    const [row] = await tx
      .select({ studentId: busAssignments.studentId, from: busAssignments.fromDate, to: busAssignments.toDate, name: studentFullname, bus: buses.number })
      .from(busAssignments)
      .innerJoin(students, eq(students.id, busAssignments.studentId))
      .innerJoin(buses, eq(buses.id, busAssignments.busId))
      .where(eq(busAssignments.id, id));
    await requireStudentInScope(tx, actor, row!.studentId, () => notFound('Assignment'));
    if (input.to < row!.from) throw unprocessable('to', `The last day cannot be before the assignment starts (${dayName(row!.from)}).`);
    if (row!.to && row!.to <= input.to) throw unprocessable('to', `This assignment already ends on ${dayName(row!.to)}.`);
    await tx.update(busAssignments).set({ toDate: input.to }).where(eq(busAssignments.id, id));
    await audit(tx, actor, { action: 'end', entity: 'bus-assignment', ids: [id], detail: { to: input.to, was: row!.to } });
    return { message: `${row!.name}'s last day on ${busName(row!.bus)} is ${dayName(input.to)}.` };
  });
}
