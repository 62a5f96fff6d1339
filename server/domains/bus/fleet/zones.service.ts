import { and, asc, eq, sql } from 'drizzle-orm';
import type { BusState, FeeCategory, FeeCategoryInput, Zone, ZoneInput } from '@contract';
import * as v from 'valibot';
import { readRows, type DbOrTx } from '../../../db/client';
import { int8 } from '../../../db/row-fields';
import { busFeeCategories, busZones } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { schoolTodaySql } from '../../people/public';
import { notFound, unprocessable } from '../../../lib/errors';
import { allOf } from '../../../lib/listing';
import { expectedVersion, lockSchool, uniqueFields } from '../../../lib/rows';
import { auditCreated, rowToEdit, saveUnique } from '../../../lib/saves';
import type { SessionRecord } from '../../../lib/session';
import { inForceFrom, inForceOn } from './shared';

/** Zones with how many categories they have and how many ride in them today. */
export async function listZones(db: DbOrTx, user: SessionRecord): Promise<Zone[]> {
  const today = schoolTodaySql(user);
  // Drizzle leaves a one-table query's columns unqualified, which the sub-selects would capture.
  const zoneId = sql.raw('bus_zones.id');
  return db
    .select({
      id: busZones.id,
      version: busZones.version,
      name: busZones.name,
      monthly_fee: busZones.monthlyFee,
      categories: sql<number>`(select count(*) from bus_fee_categories c where c.zone_id = ${zoneId})`.mapWith(Number),
      riders: sql<number>`(select count(*) from bus_assignments a join bus_fee_categories c on c.id = a.category_id
        where c.zone_id = ${zoneId} and ${inForceOn(today)})`.mapWith(Number),
    })
    .from(busZones)
    .where(eq(busZones.schoolId, user.schoolId))
    .orderBy(asc(busZones.name), asc(busZones.id));
}

const zoneUnique = uniqueFields({ bus_zones_school_name_uq: ['name', 'Another zone already has this name.'] });

export async function createZone(db: DbOrTx, actor: Actor, input: ZoneInput): Promise<number> {
  return saveUnique(db, zoneUnique, (tx) =>
    auditCreated(tx, actor, 'bus-zone', { name: input.name }, tx.insert(busZones).values({ schoolId: actor.schoolId, name: input.name, monthlyFee: input.monthly_fee }).returning({ id: busZones.id })),
  );
}

/** A new fee reaches months not billed yet; billed months keep what they were charged. */
export async function updateZone(db: DbOrTx, actor: Actor, id: number, input: ZoneInput): Promise<void> {
  await saveUnique(db, zoneUnique, async (tx) => {
    const updated = await tx
      .update(busZones)
      .set({ name: input.name, monthlyFee: input.monthly_fee, ...expectedVersion(input) })
      .where(and(eq(busZones.id, id), eq(busZones.schoolId, actor.schoolId)))
      .returning({ id: busZones.id });
    if (!updated.length) throw notFound('Zone');
    await audit(tx, actor, { action: 'update', entity: 'bus-zone', ids: [id], detail: { monthly_fee: input.monthly_fee } });
  });
}

/** Categories with their zone, what a month costs under them and how many ride under them today. */
export async function listCategories(db: DbOrTx, user: SessionRecord, zoneId?: number): Promise<FeeCategory[]> {
  const today = schoolTodaySql(user);
  return db
    .select({
      id: busFeeCategories.id,
      version: busFeeCategories.version,
      zone_id: busFeeCategories.zoneId,
      zone_name: busZones.name,
      name: busFeeCategories.name,
      monthly_fee: busFeeCategories.monthlyFee,
      rate: sql<number>`coalesce(${busFeeCategories.monthlyFee}, ${busZones.monthlyFee})`.mapWith(Number),
      status: sql<BusState>`${busFeeCategories.status}`,
      riders: sql<number>`(select count(*) from bus_assignments a where a.school_id = ${busFeeCategories.schoolId} and a.category_id = ${busFeeCategories.id} and ${inForceOn(today)})`.mapWith(Number),
    })
    .from(busFeeCategories)
    .innerJoin(busZones, and(eq(busZones.id, busFeeCategories.zoneId), eq(busZones.schoolId, busFeeCategories.schoolId)))
    .where(allOf(eq(busFeeCategories.schoolId, user.schoolId), zoneId ? eq(busFeeCategories.zoneId, zoneId) : undefined))
    .orderBy(asc(busZones.name), asc(busFeeCategories.name), asc(busFeeCategories.id));
}

const categoryUnique = uniqueFields({ bus_fee_categories_zone_name_uq: ['name', 'This zone already has a category with this name.'] });

async function checkZone(tx: DbOrTx, schoolId: number, zoneId: number) {
  const [zone] = await tx.select({ id: busZones.id }).from(busZones).where(and(eq(busZones.id, zoneId), eq(busZones.schoolId, schoolId)));
  if (!zone) throw unprocessable('zone_id', 'Choose a zone of this school.');
}

const categoryValues = (input: FeeCategoryInput) => ({ zoneId: input.zone_id, name: input.name, monthlyFee: input.monthly_fee, status: input.status });

export async function createCategory(db: DbOrTx, actor: Actor, input: FeeCategoryInput): Promise<number> {
  return saveUnique(db, categoryUnique, async (tx) => {
    await checkZone(tx, actor.schoolId, input.zone_id);
    return auditCreated(tx, actor, 'bus-fee-category', { name: input.name }, tx.insert(busFeeCategories).values({ schoolId: actor.schoolId, ...categoryValues(input) }).returning({ id: busFeeCategories.id }));
  });
}

/** Riders keep an Active category: their assignments end (or move) before it can be made Inactive. */
export async function updateCategory(db: DbOrTx, actor: Actor, id: number, input: FeeCategoryInput): Promise<void> {
  await saveUnique(db, categoryUnique, async (tx) => {
    await lockSchool(tx, actor.schoolId);
    const category = await rowToEdit(tx, busFeeCategories, id, actor.schoolId, { name: busFeeCategories.name }, 'Fee category');
    await checkZone(tx, actor.schoolId, input.zone_id);
    if (input.status === 'Inactive') {
      const [row] = await readRows(
        tx,
        v.object({ n: int8 }),
        sql`select count(*) as n from bus_assignments a where a.school_id = ${actor.schoolId} and a.category_id = ${id} and ${inForceFrom(schoolTodaySql(actor))}`,
      );
      const n = Number(row?.n ?? 0);
      if (n > 0) throw unprocessable('status', `${category.name} has ${n} ${n === 1 ? 'rider' : 'riders'} from today on; end or change their assignments before making it inactive.`);
    }
    await tx
      .update(busFeeCategories)
      .set({ ...categoryValues(input), ...expectedVersion(input) })
      .where(and(eq(busFeeCategories.id, id), eq(busFeeCategories.schoolId, actor.schoolId)));
    await audit(tx, actor, { action: 'update', entity: 'bus-fee-category', ids: [id], detail: { status: input.status, monthly_fee: input.monthly_fee } });
  });
}
