import { sql, type SQL } from 'drizzle-orm';
import type { BusFeeRow, BusFeeRowState, BusProration } from '@contract';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../../db/client';
import { day, int8 } from '../../../db/row-fields';
import { schools } from '../../../db/schema';
import { studentInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';
import { daysInMonth, firstDayRidden, monthCharge, type Ride } from './proration';

/** The entries of one month's bus fees carry this reference: what "billed" means is read from them. */
export const busReference = (month: string) => `bus:${month}`;

export const monthBounds = (month: string) => ({ first: `${month}-01`, last: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` });

/** The columns `studentColumns` gives a row. */
export const studentFields = { student_name: v.string(), admission_no: v.string(), class_name: v.nullable(v.string()) };

/** The student's name, admission number and class (their latest enrolment), for rows that name a student. */
export const studentColumns = sql`s.first_name || ' ' || s.last_name as student_name, s.admission_no,
  (select c.name from enrolments e join classes c on c.id = e.class_id and c.school_id = e.school_id
   where e.school_id = s.school_id and e.student_id = s.id order by e.enrolled_on desc, e.id desc limit 1) as class_name`;

/** Students the user may see (ADR 013); nothing for an Admin. */
export const inScope = (user: SessionRecord, column: SQL): SQL => studentInScope(user, column) ?? sql`true`;

const rideRow = v.object({
  student_id: int8,
  ...studentFields,
  from: day,
  to: v.nullable(day),
  bus_id: int8,
  bus_number: v.string(),
  zone_id: int8,
  zone_name: v.string(),
  category_id: int8,
  category_name: v.string(),
  rate: int8,
});
type RideRow = v.InferOutput<typeof rideRow>;

/** One assignment in force in the month, with what it charges today. */
export interface RideOfMonth extends Ride {
  studentId: number;
  busId: number;
  busNumber: string;
  zoneId: number;
  zoneName: string;
  categoryId: number;
  categoryName: string;
}

/** A student who rode in the month: their assignments and the engine's charge at today's rates. */
export interface Rider {
  studentId: number;
  studentName: string;
  admissionNo: string;
  className: string | null;
  rides: RideOfMonth[];
  /** The assignment the month is charged under: the last one in force. */
  charged: RideOfMonth;
  days: number;
  amount: number;
  /** The first day ridden in the month: the day the charge is dated from. */
  firstDay: string | null;
}

export async function schoolProration(db: DbOrTx, schoolId: number): Promise<BusProration> {
  const [row] = await db.select({ proration: schools.busProration }).from(schools).where(sql`${schools.id} = ${schoolId}`);
  return (row?.proration ?? 'month') as BusProration;
}

/**
 * Every assignment in force in the month (one read), grouped by student and charged by the
 * engine at today's rates: a category's own fee, else its zone's. Students no longer Active
 * are still riders for the days they rode.
 */
export async function ridersOf(db: DbOrTx, user: SessionRecord, month: string, proration: BusProration): Promise<Rider[]> {
  const { first, last } = monthBounds(month);
  const rows = await readRows(
    db,
    rideRow,
    sql`select a.student_id, ${studentColumns}, a.from_date::text as "from", a.to_date::text as "to",
          a.bus_id, b.number as bus_number, z.id as zone_id, z.name as zone_name, c.id as category_id, c.name as category_name,
          coalesce(c.monthly_fee, z.monthly_fee) as rate
        from bus_assignments a
        join students s on s.id = a.student_id and s.school_id = a.school_id
        join buses b on b.id = a.bus_id and b.school_id = a.school_id
        join bus_fee_categories c on c.id = a.category_id and c.school_id = a.school_id
        join bus_zones z on z.id = c.zone_id and z.school_id = a.school_id
        where a.school_id = ${user.schoolId} and a.from_date <= ${last}::date and (a.to_date is null or a.to_date >= ${first}::date)
          and ${inScope(user, sql`a.student_id`)}
        order by a.student_id, a.from_date, a.id`,
  );
  const byStudent = new Map<number, { head: RideRow; rides: RideOfMonth[] }>();
  for (const r of rows) {
    const studentId = Number(r.student_id);
    const ride: RideOfMonth = {
      from: r.from,
      to: r.to,
      rate: Number(r.rate),
      studentId,
      busId: Number(r.bus_id),
      busNumber: r.bus_number,
      zoneId: Number(r.zone_id),
      zoneName: r.zone_name,
      categoryId: Number(r.category_id),
      categoryName: r.category_name,
    };
    const entry = byStudent.get(studentId);
    if (entry) entry.rides.push(ride);
    else byStudent.set(studentId, { head: r, rides: [ride] });
  }
  return [...byStudent.values()].map(({ head, rides }) => {
    const charge = monthCharge(month, proration, rides);
    return {
      studentId: Number(head.student_id),
      studentName: head.student_name,
      admissionNo: head.admission_no,
      className: head.class_name,
      rides,
      charged: rides[charge.last]!,
      days: charge.days,
      amount: charge.amount,
      firstDay: firstDayRidden(month, rides),
    };
  });
}

const billedRow = v.object({
  student_id: int8,
  entry_id: int8,
  ...studentFields,
  amount: int8,
  bus_id: v.nullable(int8),
  bus_number: v.nullable(v.string()),
  zone_name: v.nullable(v.string()),
  category_name: v.nullable(v.string()),
  rate: v.nullable(int8),
});
type BilledRow = v.InferOutput<typeof billedRow>;

/**
 * What the ledger holds for each student this month: bus fee entries (kind `fee`, the month's
 * reference) not reversed, added up per student, with the bus and category the latest was
 * billed under. Read entry by entry, so each joins its charge row by key whatever the
 * planner's statistics say (grouped first, a stale estimate made it scan every charge row).
 */
async function billedOf(db: DbOrTx, user: SessionRecord, month: string): Promise<Map<number, BilledRow & { amount: number }>> {
  const rows = await readRows(
    db,
    billedRow,
    sql`select l.student_id, je.id as entry_id, ${studentColumns}, l.debit as amount, bc.bus_id, b.number as bus_number, z.name as zone_name,
          c.name as category_name, coalesce(c.monthly_fee, z.monthly_fee) as rate
        from journal_entries je
        join journal_lines l on l.entry_id = je.id and l.school_id = je.school_id and l.debit > 0 and l.student_id is not null
        join students s on s.id = l.student_id and s.school_id = l.school_id
        left join bus_charges bc on bc.entry_id = je.id and bc.school_id = je.school_id
        left join buses b on b.id = bc.bus_id
        left join bus_fee_categories c on c.id = bc.category_id
        left join bus_zones z on z.id = c.zone_id
        where je.school_id = ${user.schoolId} and je.reference = ${busReference(month)} and je.kind = 'fee'
          and not exists (select 1 from journal_entries r where r.school_id = je.school_id and r.reverses_id = je.id)
          and ${inScope(user, sql`l.student_id`)}
        order by je.id`,
  );
  const byStudent = new Map<number, BilledRow & { amount: number }>();
  for (const row of rows) {
    const studentId = Number(row.student_id);
    const sum = (byStudent.get(studentId)?.amount ?? 0) + Number(row.amount);
    byStudent.set(studentId, { ...row, amount: sum });
  }
  return byStudent;
}

const stateOf = (amount: number, billed: number | null): BusFeeRowState => (billed === null ? 'new' : billed === amount ? 'billed' : 'changed');

/** The preview's rows: every rider charged something, and every student billed already, each against the ledger. */
export async function feeRows(db: DbOrTx, user: SessionRecord, month: string, proration: BusProration): Promise<{ rows: BusFeeRow[]; riders: Map<number, Rider> }> {
  const riders = new Map((await ridersOf(db, user, month, proration)).map((r) => [r.studentId, r]));
  const billed = await billedOf(db, user, month);
  const rows: BusFeeRow[] = [];
  for (const r of riders.values()) {
    const amount = billed.get(r.studentId)?.amount ?? null;
    if (r.amount === 0 && amount === null) continue;
    const { charged } = r;
    rows.push({
      student_id: r.studentId,
      student_name: r.studentName,
      admission_no: r.admissionNo,
      class_name: r.className,
      bus_id: charged.busId,
      bus_number: charged.busNumber,
      zone_name: charged.zoneName,
      category_name: charged.categoryName,
      rate: charged.rate,
      days: r.days,
      amount: r.amount,
      billed: amount,
      billed_entry_id: amount === null ? null : Number(billed.get(r.studentId)!.entry_id),
      state: stateOf(r.amount, amount),
    });
  }
  // Billed, yet riding no day of the month now (an assignment ended earlier since): a change to see.
  for (const [studentId, b] of billed) {
    if (riders.has(studentId)) continue;
    const { amount } = b;
    rows.push({
      student_id: studentId,
      student_name: b.student_name,
      admission_no: b.admission_no,
      class_name: b.class_name,
      bus_id: Number(b.bus_id ?? 0),
      bus_number: b.bus_number ?? '',
      zone_name: b.zone_name ?? '',
      category_name: b.category_name ?? '',
      rate: Number(b.rate ?? 0),
      days: 0,
      amount: 0,
      billed: amount,
      billed_entry_id: Number(b.entry_id),
      state: stateOf(0, amount),
    });
  }
  const collator = new Intl.Collator('en', { numeric: true });
  rows.sort((a, b) => collator.compare(a.bus_number, b.bus_number) || collator.compare(a.student_name, b.student_name) || a.student_id - b.student_id);
  return { rows, riders };
}
