import { eq } from 'drizzle-orm';
import type { SchoolProfile, SchoolProfileInput } from '@contract';
import type { Db } from '../../db/client';
import { schools } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import type { SessionRecord } from '../../lib/session';
import { imageExists } from '../images/images.service';

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

export async function updateSchoolProfile(db: Db, dataDir: string, user: SessionRecord, input: SchoolProfileInput, requestId?: string) {
  if (input.logo && input.logo !== user.logo && !(await imageExists(dataDir, input.logo))) {
    throw new HttpError(422, 'Upload the logo again.', [{ path: 'logo', message: 'Upload the logo again.' }]);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(schools)
      .set({ name: input.name, logo: input.logo, address: input.address, phone: input.phone, email: input.email, currency: input.currency, timeZone: input.time_zone })
      .where(eq(schools.id, user.schoolId));
    await audit(tx, { schoolId: user.schoolId, userId: user.id, action: 'update', entity: 'school', entityIds: [user.schoolId], requestId });
  });
}
