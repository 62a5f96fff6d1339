import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { ParentPortalInput } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { parents, portalAccounts, students, users } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import { guardUnique, uniqueFields } from '../../../lib/rows';

export const USERNAME_TAKEN = 'This sign-in name is already taken. Choose another.';

const uniques = uniqueFields({ portal_accounts_username_uq: ['username', USERNAME_TAKEN] });

/**
 * `PUT /parents/portal` (issue 33): turns one family's portal on or off and sets or clears the
 * parent's sign-in name. Turning it off signs the parent and every child out at once (their
 * tokens' version moves on). A sign-in name is unique across staff and parents of every
 * school, because both sign in on the same page with the name alone.
 */
export async function setParentPortal(db: DbOrTx, actor: Actor, input: ParentPortalInput) {
  const { id, enabled } = input;
  // Left out: the name stays as it is; empty or null: the parent signs in by phone only.
  const username = input.username === undefined ? undefined : input.username || null;
  await guardUnique(
    () =>
      db.transaction(async (tx) => {
        const [parent] = await tx
          .update(parents)
          .set({ portalOff: !enabled })
          .where(and(eq(parents.id, id), eq(parents.schoolId, actor.schoolId)))
          .returning({ id: parents.id });
        if (!parent) throw notFound('Parent');

        if (username) {
          const [staff] = await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.username}) = lower(${username})`)
            .limit(1);
          const [other] = await tx
            .select({ id: portalAccounts.personId })
            .from(portalAccounts)
            .where(and(sql`lower(${portalAccounts.username}) = lower(${username})`, or(ne(portalAccounts.kind, 'parent'), ne(portalAccounts.personId, id))))
            .limit(1);
          if (staff || other) throw conflict('username', USERNAME_TAKEN);
          await tx
            .insert(portalAccounts)
            .values({ schoolId: actor.schoolId, kind: 'parent', personId: id, username })
            .onConflictDoUpdate({ target: [portalAccounts.schoolId, portalAccounts.kind, portalAccounts.personId], set: { username } });
        } else if (username === null) {
          await tx
            .update(portalAccounts)
            .set({ username: null })
            .where(and(eq(portalAccounts.schoolId, actor.schoolId), eq(portalAccounts.kind, 'parent'), eq(portalAccounts.personId, id)));
        }

        if (!enabled) {
          const children = tx.select({ id: students.id }).from(students).where(and(eq(students.schoolId, actor.schoolId), eq(students.parentId, id)));
          await tx
            .update(portalAccounts)
            .set({ tokenVersion: sql`${portalAccounts.tokenVersion} + 1` })
            .where(
              and(
                eq(portalAccounts.schoolId, actor.schoolId),
                or(
                  and(eq(portalAccounts.kind, 'parent'), eq(portalAccounts.personId, id)),
                  and(eq(portalAccounts.kind, 'pupil'), inArray(portalAccounts.personId, children)),
                ),
              ),
            );
        }

        await audit(tx, actor, {
          action: 'portal',
          entity: 'parent',
          ids: [id],
          detail: { enabled, ...(username === undefined ? {} : { username }) },
        });
      }),
    uniques,
  );
}
