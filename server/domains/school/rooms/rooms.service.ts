import { and, eq } from 'drizzle-orm';
import type { RoomInput } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { rooms } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { allOf, createdBetween, offsetOf, orderOf, searchOf, toPage, totalRows, type ListArgs } from '../../../lib/listing';
import { guardUnique, uniqueFields, withoutVersion } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';

const uniques = uniqueFields({ rooms_school_name_uq: ['name', 'A room with this name already exists.'] });
const columns = { id: rooms.id, version: rooms.version, name: rooms.name, capacity: rooms.capacity, status: rooms.status };

export async function listRooms(db: DbOrTx, user: SessionRecord, args: ListArgs) {
  const rows = await db
    .select({ ...columns, total: totalRows })
    .from(rooms)
    .where(allOf(eq(rooms.schoolId, user.schoolId), searchOf(args.search, [rooms.name])))
    .orderBy(...orderOf(args, { name: rooms.name, capacity: rooms.capacity }, rooms.name, rooms.id))
    .limit(args.limit)
    .offset(offsetOf(args));
  return toPage(rows, args);
}

export async function getRoom(db: DbOrTx, user: SessionRecord, id: number) {
  const [row] = await db.select(columns).from(rooms).where(and(eq(rooms.id, id), eq(rooms.schoolId, user.schoolId)));
  if (!row) throw notFound('Room');
  return row;
}

export async function saveRoom(db: DbOrTx, actor: Actor, id: number | null, input: RoomInput) {
  return guardUnique(
    () =>
      db.transaction(async (tx) => {
        const [row] = id
          ? await tx.update(rooms).set(input).where(and(eq(rooms.id, id), eq(rooms.schoolId, actor.schoolId))).returning({ id: rooms.id })
          : await tx.insert(rooms).values({ ...withoutVersion(input), schoolId: actor.schoolId }).returning({ id: rooms.id });
        if (!row) throw notFound('Room');
        await audit(tx, actor, { action: id ? 'update' : 'create', entity: 'room', ids: [row.id] });
        return row;
      }),
    uniques,
  );
}

export function roomsCreatedBetween(db: DbOrTx, user: SessionRecord, start: string, end: string) {
  return db.select(columns).from(rooms).where(and(eq(rooms.schoolId, user.schoolId), createdBetween(rooms.createdAt, start, end)));
}
