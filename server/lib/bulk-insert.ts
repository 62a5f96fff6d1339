import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

/**
 * Inserts many rows in one statement (ADR 031): the rows travel as one JSON parameter and
 * PostgreSQL spreads them with `json_to_recordset`, so a batch of thousands is one round trip
 * and never meets the driver's parameter limit. `columns` maps each column to its SQL type;
 * rows keep the order given, so identities follow it. `returning` is raw SQL (column names);
 * `onConflict` is raw SQL after `on conflict` (an upsert: `(a, b) do update set …`).
 */
export async function bulkInsert<T = never>(
  tx: DbOrTx,
  table: string,
  columns: Record<string, string>,
  rows: readonly object[],
  returning = '',
  onConflict = '',
): Promise<T[]> {
  if (rows.length === 0) return [];
  const names = sql.raw(Object.keys(columns).join(', '));
  const types = sql.raw(Object.entries(columns).map(([name, type]) => `${name} ${type}`).join(', '));
  const upsert = onConflict ? sql.raw(` on conflict ${onConflict}`) : sql``;
  const tail = returning ? sql.raw(` returning ${returning}`) : sql``;
  return queryRows<T>(
    tx,
    sql`insert into ${sql.raw(table)} (${names})
        select ${names} from rows from (json_to_recordset(${JSON.stringify(rows)}::json) as (${types})) with ordinality as x order by x.ordinality${upsert}${tail}`,
  );
}
