import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { images } from '../../../db/schema';
import { unprocessable } from '../../../lib/errors';

/** Records that the school uploaded the image: only its own logo and photos may name it. */
export async function recordImage(db: DbOrTx, schoolId: number, filename: string) {
  await db.insert(images).values({ schoolId, filename });
}

/**
 * A logo or photo must name an image this school uploaded (422 at `field` otherwise: another
 * school's image, a made-up name, one that was never uploaded). Unchanged values pass, so a
 * record saved before images had owners can still be edited.
 */
export async function requireOwnImage(db: DbOrTx, schoolId: number, filename: string | null | undefined, field: string, current?: string | null) {
  if (!filename || filename === current) return;
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.schoolId, schoolId), eq(images.filename, filename)))
    .limit(1);
  if (!row) throw unprocessable(field, `Upload the ${field === 'logo' ? 'logo' : 'photo'} again.`);
}
