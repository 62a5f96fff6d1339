import { eq } from 'drizzle-orm';
import type { SchoolProfile, SchoolProfileInput } from '@contract';
import type { Db } from '../../../db/client';
import { schools } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { expectedVersion } from '../../../lib/rows';
import { requireOwnImage } from '../../people/public';

export async function getSchoolProfile(db: Db, schoolId: number): Promise<SchoolProfile> {
  const [row] = await db
    .select({
      id: schools.id,
      version: schools.version,
      name: schools.name,
      logo: schools.logo,
      address: schools.address,
      phone: schools.phone,
      email: schools.email,
      currency: schools.currency,
      time_zone: schools.timeZone,
      bus_proration: schools.busProration,
      portal_enabled: schools.portalEnabled,
    })
    .from(schools)
    .where(eq(schools.id, schoolId));
  if (!row) throw notFound('School');
  return row as SchoolProfile;
}

export async function updateSchoolProfile(db: Db, actor: Actor, input: SchoolProfileInput) {
  await db.transaction(async (tx) => {
    const [school] = await tx.select({ logo: schools.logo }).from(schools).where(eq(schools.id, actor.schoolId));
    await requireOwnImage(tx, actor.schoolId, input.logo, 'logo', school?.logo);
    await tx
      .update(schools)
      .set({ name: input.name, logo: input.logo, address: input.address, phone: input.phone, email: input.email, currency: input.currency, timeZone: input.time_zone, ...(input.bus_proration ? { busProration: input.bus_proration } : {}), ...(input.portal_enabled === undefined ? {} : { portalEnabled: input.portal_enabled }), ...expectedVersion(input) })
      .where(eq(schools.id, actor.schoolId));
    await audit(tx, actor, { action: 'update', entity: 'school', ids: [actor.schoolId] });
  });
}
