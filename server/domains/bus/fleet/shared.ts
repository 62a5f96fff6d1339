import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { schoolTodaySql } from '../../people/public';
import type { SessionRecord } from '../../../lib/session';

/** "Bus 7" for a bus numbered 7; a number that already says bus ("Bus 7", "School bus A") as it is. */
export const busName = (number: string) => (/\bbus\b/i.test(number) ? number : `Bus ${number}`);
/** How a bus is named to people: "Bus 7 (KBX 123A)". */
export const busLabel = (bus: { number: string; plate: string }) => `${busName(bus.number)} (${bus.plate})`;

/** The day a read is about: the one asked for, or today in the school's time zone. */
export const dayOf = (user: SessionRecord, date?: string): SQL => (date ? sql`${date}::date` : schoolTodaySql(user));

/** Assignment alias `a` is in force on `day`. */
export const inForceOn = (day: SQL, alias = 'a') => {
  const a = sql.raw(alias);
  return sql`${a}.from_date <= ${day} and (${a}.to_date is null or ${a}.to_date >= ${day})`;
};

/** Assignment alias `a` is in force on `day` or any later day. */
export const inForceFrom = (day: SQL, alias = 'a') => {
  const a = sql.raw(alias);
  return sql`(${a}.to_date is null or ${a}.to_date >= ${day})`;
};

/**
 * The most riders the bus has on any single day from `day` on, future-dated rows included.
 * The count only rises on a day some assignment starts, so those days (and `day`) are the
 * only ones to look at.
 */
export async function peakRiders(db: DbOrTx, schoolId: number, busId: number, day: SQL): Promise<number> {
  const [row] = await readRows(
    db,
    v.object({ peak: int8 }),
    sql`select coalesce(max((select count(*) from bus_assignments a
          where a.school_id = ${schoolId} and a.bus_id = ${busId} and ${inForceOn(sql`d.day`)})), 0) as peak
        from (select ${day} as day
              union select s.from_date from bus_assignments s
              where s.school_id = ${schoolId} and s.bus_id = ${busId} and s.from_date > ${day}) d`,
  );
  return Number(row?.peak ?? 0);
}
