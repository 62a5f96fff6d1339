import { sql } from 'drizzle-orm';
import type { BusReport, BusReportTotals } from '@contract';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../../db/client';
import { int4, int8, numeric } from '../../../db/row-fields';
import type { SessionRecord } from '../../../lib/session';
import { busReference, inScope, ridersOf, schoolProration, studentColumns, studentFields, type Rider } from './fee-rows';

/** Sums of bigint minor units are numeric: a string on both drivers. */
const chargeRow = v.object({
  student_id: int8,
  ...studentFields,
  bus_id: int8,
  bus_number: v.string(),
  zone_id: int8,
  zone_name: v.string(),
  billed: v.nullable(numeric),
  paid: numeric,
});
const busRow = v.object({ id: int8, number: v.string(), capacity: int4, status: v.string() });
const zoneRow = v.object({ id: int8, name: v.string() });

/**
 * The month's live bus charges (entries not reversed) with what they billed (the entry's debit)
 * and what payments still standing have covered of them (ADR 022: an allocation counts while
 * both its payment and its charge stand).
 */
const chargesOf = (user: SessionRecord, month: string) => sql`
  select bc.student_id, ${studentColumns}, bc.bus_id, b.number as bus_number, z.id as zone_id, z.name as zone_name,
    (select sum(l.debit) from journal_lines l where l.entry_id = bc.entry_id and l.school_id = bc.school_id) as billed,
    coalesce((select sum(pa.amount) from payment_allocations pa
      where pa.charge_entry_id = bc.entry_id and pa.school_id = bc.school_id
        and not exists (select 1 from journal_entries r where r.school_id = pa.school_id and r.reverses_id = pa.payment_entry_id)), 0) as paid
  from bus_charges bc
  join students s on s.id = bc.student_id and s.school_id = bc.school_id
  join buses b on b.id = bc.bus_id and b.school_id = bc.school_id
  join bus_fee_categories c on c.id = bc.category_id and c.school_id = bc.school_id
  join bus_zones z on z.id = c.zone_id and z.school_id = bc.school_id
  where bc.school_id = ${user.schoolId} and bc.month = ${`${month}-01`}::date
    and not exists (select 1 from journal_entries r where r.school_id = bc.school_id and r.reverses_id = bc.entry_id)
    and ${inScope(user, sql`bc.student_id`)}`;

/** Bus fee income under the month's reference, reversals netted (they carry the reference of what they undo). */
const ledgerOf = (user: SessionRecord, month: string) => sql`
  select coalesce(sum(l.credit - l.debit), 0) as amount
  from journal_entries je
  join journal_lines l on l.entry_id = je.id and l.school_id = je.school_id
  join accounts a on a.id = l.account_id and a.school_id = l.school_id and a.default_for = 'bus-fee'
  where je.school_id = ${user.schoolId} and je.reference = ${busReference(month)}
    and ${inScope(user, sql`l.student_id`)}`;

const zero = (): BusReportTotals => ({ riders: 0, billed: 0, paid: 0, outstanding: 0 });

function add(totals: BusReportTotals, billed: number, paid: number) {
  totals.billed += billed;
  totals.paid += paid;
  totals.outstanding += billed - paid;
}

const collator = new Intl.Collator('en', { numeric: true });

/**
 * `report`: riders per bus and zone (distinct students in force in the month), billed, paid
 * and outstanding per bus, zone and student from the month's charges, and the check: the
 * engine's amounts for every rider at today's rates against the ledger's bus fee income. A
 * non-admin sees their students only, in the list and in every figure.
 */
export async function busReport(db: DbOrTx, user: SessionRecord, month: string): Promise<BusReport> {
  const proration = await schoolProration(db, user.schoolId);
  const riders = await ridersOf(db, user, month, proration);
  const charges = await readRows(db, chargeRow, chargesOf(user, month));
  const [ledger] = await readRows(db, v.object({ amount: numeric }), ledgerOf(user, month));
  const buses = await readRows(
    db,
    busRow,
    sql`select id, number, capacity, status from buses where school_id = ${user.schoolId}`,
  );
  const zones = await readRows(db, zoneRow, sql`select id, name from bus_zones where school_id = ${user.schoolId}`);

  const byBus = new Map(buses.map((b) => [Number(b.id), { ...zero(), bus_id: Number(b.id), bus_number: b.number, capacity: Number(b.capacity), active: b.status === 'Active' }]));
  const byZone = new Map(zones.map((z) => [Number(z.id), { ...zero(), zone_id: Number(z.id), zone_name: z.name }]));
  const byStudent = new Map<number, BusReport['students'][number]>();
  const totals = zero();
  const studentRow = (id: number, name: string, className: string | null, busNumber: string, zoneName: string) => {
    let row = byStudent.get(id);
    if (!row) byStudent.set(id, (row = { ...zero(), student_id: id, student_name: name, class_name: className, bus_number: busNumber, zone_name: zoneName }));
    return row;
  };

  for (const r of riders) {
    for (const busId of new Set(r.rides.map((x) => x.busId))) byBus.get(busId)!.riders += 1;
    for (const zoneId of new Set(r.rides.map((x) => x.zoneId))) byZone.get(zoneId)!.riders += 1;
    studentRow(r.studentId, r.studentName, r.className, r.charged.busNumber, r.charged.zoneName).riders = 1;
    totals.riders += 1;
  }
  const charged = new Set<number>();
  for (const c of charges) {
    const [billed, paid] = [Number(c.billed ?? 0), Number(c.paid)];
    const studentId = Number(c.student_id);
    charged.add(studentId);
    add(byBus.get(Number(c.bus_id))!, billed, paid);
    add(byZone.get(Number(c.zone_id))!, billed, paid);
    add(studentRow(studentId, c.student_name, c.class_name, c.bus_number, c.zone_name), billed, paid);
    add(totals, billed, paid);
  }

  const expected = riders.reduce((sum, r) => sum + r.amount, 0);
  const ledgerAmount = Number(ledger?.amount ?? 0);
  const unbilled = riders.filter((r: Rider) => r.amount > 0 && !charged.has(r.studentId)).length;
  const shown = [...byBus.values()].filter((b) => b.active || b.riders > 0 || b.billed > 0);
  return {
    month,
    proration,
    buses: shown.map(({ active: _active, ...b }) => b).sort((a, b) => collator.compare(a.bus_number, b.bus_number)),
    zones: [...byZone.values()].sort((a, b) => collator.compare(a.zone_name, b.zone_name)),
    students: [...byStudent.values()].sort((a, b) => collator.compare(a.bus_number, b.bus_number) || collator.compare(a.student_name, b.student_name) || a.student_id - b.student_id),
    totals,
    check: { expected, ledger: ledgerAmount, difference: expected - ledgerAmount, unbilled_students: unbilled },
  };
}
