import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AuditListQuery, AuditRow, Page } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import { allOf, offsetOf, searchOf, toPage, totalRows } from '../../../lib/listing';
import type { SessionRecord } from '../../../lib/session';

/**
 * The school's audit trail, newest first. Dates are whole days in the school's time zone,
 * so "from 1 to 3 March" means what a head teacher reading it means.
 */
export async function listAudit(db: DbOrTx, user: SessionRecord, args: AuditListQuery): Promise<Page<AuditRow>> {
  const day = (d: string) => sql`(${d}::date)::timestamp at time zone ${user.timeZone}`;
  const rows = await db
    .select({
      id: auditLog.id,
      at: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      user_id: auditLog.userId,
      username: users.username,
      fullname: users.fullname,
      module: auditLog.module,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_ids: auditLog.entityIds,
      request_id: auditLog.requestId,
      total: totalRows,
    })
    .from(auditLog)
    .leftJoin(users, and(eq(users.id, auditLog.userId), eq(users.schoolId, auditLog.schoolId)))
    .where(
      allOf(
        eq(auditLog.schoolId, user.schoolId),
        args.user_id ? eq(auditLog.userId, args.user_id) : undefined,
        args.module ? eq(auditLog.module, args.module) : undefined,
        args.start ? sql`${auditLog.at} >= ${day(args.start)}` : undefined,
        args.end ? sql`${auditLog.at} < ${day(args.end)} + interval '1 day'` : undefined,
        searchOf(args.search, [users.username, users.fullname, auditLog.module, auditLog.action, auditLog.entity, auditLog.requestId]),
      ),
    )
    .orderBy(args.order === 'asc' ? asc(auditLog.at) : desc(auditLog.at), args.order === 'asc' ? asc(auditLog.id) : desc(auditLog.id))
    .limit(args.limit)
    .offset(offsetOf(args));
  return toPage(rows, args);
}

/** The modules that appear in the school's trail, for the page's filter. */
export async function auditedModules(db: DbOrTx, user: SessionRecord): Promise<string[]> {
  const rows = await db
    .selectDistinct({ module: auditLog.module })
    .from(auditLog)
    .where(eq(auditLog.schoolId, user.schoolId))
    .orderBy(auditLog.module);
  return rows.map((r) => r.module);
}
