import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/client';
import type { Actor } from './actor';
import { audit, type Change } from './audit';
import { notFound } from './errors';
import { guardUnique, type UniqueFields } from './rows';

/**
 * One save (an add or an edit) in its own transaction, where a unique clash (a name already
 * taken) becomes the 409 that names the field, by constraint name.
 */
export const saveUnique = <T>(db: DbOrTx, fields: UniqueFields, work: (tx: Tx) => Promise<T>): Promise<T> => guardUnique(() => db.transaction(work), fields);

/** The id of the row `inserted` added, once the 'create' audit row beside it is written. */
export async function auditCreated(tx: DbOrTx, actor: Actor, entity: string, detail: Change['detail'], inserted: PromiseLike<{ id: number }[]>): Promise<number> {
  const [row] = await inserted;
  await audit(tx, actor, { action: 'create', entity, ids: [row!.id], detail });
  return row!.id;
}

type SchoolTable = PgTable & { id: AnyPgColumn; schoolId: AnyPgColumn };
type Picked<F extends Record<string, AnyPgColumn>> = { [K in keyof F]: F[K]['_']['notNull'] extends true ? F[K]['_']['data'] : F[K]['_']['data'] | null };

/**
 * What an edit reads first of row `id` of the school's `table`: `fields`, locked when `lock`
 * says so (a concurrent edit then waits), and a 404 naming `what` for a missing row and for
 * another school's row alike.
 */
export async function rowToEdit<F extends Record<string, AnyPgColumn>>(
  tx: DbOrTx,
  table: SchoolTable,
  id: number,
  schoolId: number,
  fields: F,
  what: string,
  lock?: 'update' | 'no key update',
): Promise<Picked<F>> {
  const query = tx
    .select(fields)
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.schoolId, schoolId)))
    .$dynamic();
  const [row] = await (lock ? query.for(lock) : query);
  if (!row) throw notFound(what);
  return row as Picked<F>;
}
