import { and, eq } from 'drizzle-orm';
import type { LeaveSettings, LeaveSettingsInput, UnpaidDayBasis } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { leaveSettings } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { staleRow } from '../../../lib/errors';

/** What a school that never saved its leave settings has: a day of unpaid leave is a share of the month's school days. */
export const DEFAULT_LEAVE_SETTINGS: LeaveSettings = { version: 0, unpaid_day_basis: 'school-days' };

/** `GET /employees/leave/settings`: the school's row, or the defaults at version 0. */
export async function readLeaveSettings(db: DbOrTx, schoolId: number): Promise<LeaveSettings> {
  const [row] = await db
    .select({ version: leaveSettings.version, unpaid_day_basis: leaveSettings.unpaidDayBasis })
    .from(leaveSettings)
    .where(eq(leaveSettings.schoolId, schoolId));
  return row ? { version: row.version, unpaid_day_basis: row.unpaid_day_basis as UnpaidDayBasis } : DEFAULT_LEAVE_SETTINGS;
}

/**
 * `PUT /employees/leave/settings` (Admin or `update-employee`): the first save makes the row
 * (version 0 says the page showed the defaults), later ones update it from the version read.
 * Either way a save from a stale page is 409.
 */
export async function saveLeaveSettings(db: DbOrTx, actor: Actor, input: LeaveSettingsInput): Promise<void> {
  await db.transaction(async (tx) => {
    const basis = input.unpaid_day_basis;
    let saved: { version: number }[];
    if (input.version === 0) {
      saved = await tx.insert(leaveSettings).values({ schoolId: actor.schoolId, unpaidDayBasis: basis }).onConflictDoNothing().returning({ version: leaveSettings.version });
    } else if (input.version === undefined) {
      saved = await tx
        .insert(leaveSettings)
        .values({ schoolId: actor.schoolId, unpaidDayBasis: basis })
        .onConflictDoUpdate({ target: leaveSettings.schoolId, set: { unpaidDayBasis: basis } })
        .returning({ version: leaveSettings.version });
    } else {
      saved = await tx
        .update(leaveSettings)
        .set({ unpaidDayBasis: basis, version: input.version })
        .where(and(eq(leaveSettings.schoolId, actor.schoolId)))
        .returning({ version: leaveSettings.version });
    }
    if (saved.length === 0) throw staleRow();
    await audit(tx, actor, { action: 'update', entity: 'leave_settings', ids: [actor.schoolId], detail: { unpaid_day_basis: basis } });
  });
}
