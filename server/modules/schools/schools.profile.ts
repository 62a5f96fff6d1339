import { eq } from 'drizzle-orm';
import type { SchoolProfile, SchoolProfileInput } from '@contract';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/errors';
import { imageExists } from '../../lib/image-store';

export async function getSchoolProfile(db: Db, schoolId: number): Promise<SchoolProfile> {
  const [row] = await db
    .select({
      id: schools.id,
      name: schools.name,
      logo: schools.logo,
      address: schools.address,
      phone: schools.phone,
      email: schools.email,
      currency: schools.currency,
      time_zone: schools.timeZone,
    })
    .from(schools)
    .where(eq(schools.id, schoolId));
  if (!row) throw notFound('School');
  return row as SchoolProfile;
}

export async function updateSchoolProfile(db: Db, dataDir: string, actor: Actor, input: SchoolProfileInput) {
  if (input.logo && input.logo !== actor.logo && !(await imageExists(dataDir, input.logo))) {
    throw unprocessable('logo', 'Upload the logo again.');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(schools)
      .set({ name: input.name, logo: input.logo, address: input.address, phone: input.phone, email: input.email, currency: input.currency, timeZone: input.time_zone })
      .where(eq(schools.id, actor.schoolId));
    await audit(tx, actor, { action: 'update', entity: 'school', ids: [actor.schoolId] });
  });
}
