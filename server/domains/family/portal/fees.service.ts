import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { FamilyFees, Receipt } from '@contract';
import { readRows, type Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { FamilyViewer } from '../../../lib/family-session';
import { assignmentInForce } from '../../bus/public';
import { getReceipt, studentStatement } from '../../finance/public';
import { schoolToday } from '../../people/public';
import { schoolReader } from './fees-reader';

/**
 * The family's fees (issue 33): the staff statement and receipt, read for the one child the
 * family may see. Nothing here names another student: the statement and the bus are the child's,
 * and a receipt is read only once it is known to be the child's.
 */

const admittedRow = v.object({ admitted: v.nullable(v.string()) });

/** The first day the child's account could hold anything: admission, else their first posting. */
async function admittedOn(db: Db, viewer: FamilyViewer, studentId: number): Promise<string | null> {
  const [row] = await readRows(
    db,
    admittedRow,
    sql`select to_char(least(
          (select min(e.enrolled_on) from enrolments e where e.school_id = ${viewer.schoolId} and e.student_id = ${studentId}),
          (select min(l.entry_date) from journal_lines l where l.school_id = ${viewer.schoolId} and l.student_id = ${studentId})
        ), 'YYYY-MM-DD') as admitted`,
  );
  return row?.admitted ?? null;
}

export async function familyFees(db: Db, viewer: FamilyViewer, studentId: number): Promise<FamilyFees> {
  const reader = await schoolReader(db, viewer);
  const today = await schoolToday(db, viewer);
  const admitted = await admittedOn(db, viewer, studentId);
  const from = admitted && admitted < today ? admitted : today;
  const statement = await studentStatement(db, reader, studentId, { from, to: today });
  const ride = await assignmentInForce(db, reader, studentId, today);
  const bus = ride && { bus_number: ride.bus_number, zone_name: ride.zone_name, category_name: ride.category_name, rate: ride.rate, stop: ride.stop, from: ride.from };
  return { statement, bus, currency: viewer.currency };
}

export async function familyReceipt(db: Db, viewer: FamilyViewer, studentId: number, number: number): Promise<Receipt> {
  if (number > 2_147_483_647) throw notFound('Receipt');
  const [mine] = await readRows(
    db,
    v.object({ number: v.number() }),
    sql`select number::int from receipts where school_id = ${viewer.schoolId} and number = ${number} and student_id = ${studentId}`,
  );
  if (!mine) throw notFound('Receipt');
  const receipt = await getReceipt(db, await schoolReader(db, viewer), number);
  if (receipt.student.id !== studentId) throw notFound('Receipt');
  return receipt;
}
