import { and, count, eq, sql } from 'drizzle-orm';
import { ATTENDANCE_MAX_CODES, type ApiIssue, type CodeInput } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { attendanceCodes } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { HttpError, notFound, unprocessableAll } from '../../../lib/errors';
import { expectedVersion, guardUnique, lockSchool, uniqueFields } from '../../../lib/rows';

/** A register cycles through the codes with taps: more than a dozen would make that slow to use. */

const codeUnique = uniqueFields({ attendance_codes_school_code_uq: ['code', 'Another code already uses this letter.'] });

/** A new code goes last in the register's tap cycle. */
export async function createCode(db: DbOrTx, actor: Actor, input: CodeInput): Promise<number> {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        // Two admins adding at once must not both pass the limit or take the same place in the cycle.
        await lockSchool(tx, actor.schoolId);
        const [held] = await tx
          .select({ n: count(), last: sql<number>`coalesce(max(${attendanceCodes.sortOrder}), 0)`.mapWith(Number) })
          .from(attendanceCodes)
          .where(eq(attendanceCodes.schoolId, actor.schoolId));
        if ((held?.n ?? 0) >= ATTENDANCE_MAX_CODES) {
          throw new HttpError(422, `A school has at most ${ATTENDANCE_MAX_CODES} codes. Rename or reuse one you no longer need instead.`);
        }
        const [row] = await tx
          .insert(attendanceCodes)
          .values({ schoolId: actor.schoolId, code: input.code, name: input.name, counts: input.counts, status: input.status, sortOrder: (held?.last ?? 0) + 1 })
          .returning({ id: attendanceCodes.id });
        await audit(tx, actor, { action: 'create', entity: 'attendance-code', ids: [row!.id], detail: { code: input.code, counts: input.counts } });
        return row!.id;
      }),
    codeUnique,
  );
}

/** What a built-in code may not do: reports and the register rely on P, A, L and E as they are. */
function builtInRefusals(saved: { code: string; counts: string }, input: CodeInput): ApiIssue[] {
  const issues: ApiIssue[] = [];
  if (input.code !== saved.code) issues.push({ path: 'code', message: `The letter of a built-in code stays ${saved.code}.` });
  if (input.counts !== saved.counts) issues.push({ path: 'counts', message: 'How a built-in code counts cannot change.' });
  if (input.status !== 'Active') issues.push({ path: 'status', message: 'A built-in code stays Active.' });
  return issues;
}

/** A school code may change in every way; a built-in one only its name. */
export async function updateCode(db: DbOrTx, actor: Actor, id: number, input: CodeInput): Promise<void> {
  await guardUnique(
    () =>
      db.transaction(async (tx) => {
        const [saved] = await tx
          .select({ code: attendanceCodes.code, counts: attendanceCodes.counts, builtIn: attendanceCodes.builtIn })
          .from(attendanceCodes)
          .where(and(eq(attendanceCodes.id, id), eq(attendanceCodes.schoolId, actor.schoolId)));
        if (!saved) throw notFound('Attendance code');
        const refused = saved.builtIn ? builtInRefusals(saved, input) : [];
        if (refused.length) throw unprocessableAll(refused);
        await tx
          .update(attendanceCodes)
          .set({ code: input.code, name: input.name, counts: input.counts, status: input.status, ...expectedVersion(input) })
          .where(and(eq(attendanceCodes.id, id), eq(attendanceCodes.schoolId, actor.schoolId)));
        await audit(tx, actor, {
          action: 'update',
          entity: 'attendance-code',
          ids: [id],
          detail: { code: input.code, counts: input.counts, status: input.status, ...(saved.counts !== input.counts ? { counted_as: saved.counts } : {}) },
        });
      }),
    codeUnique,
  );
}
