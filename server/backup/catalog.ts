import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

/** What backup and restore need to know of one table, read from the database's own catalog. */
export interface TableInfo {
  name: string;
  /** Stored columns, in order; generated columns (parents.phone_key) are left out. */
  columns: string[];
  primaryKey: string[];
  /** Identity columns, whose sequences a restore moves past the largest id. */
  identity: string[];
  /** Nullable columns of a foreign key to the table itself (a class's next class, an entry's reversal). */
  selfRefs: string[];
  hasSchoolId: boolean;
  /** Tables this one references (not itself). */
  parents: string[];
}

const list = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : String(v ?? '').split(',').filter(Boolean));

/** The public tables, parents before children, so rows load in an order every foreign key accepts. */
export async function readCatalog(db: DbOrTx): Promise<TableInfo[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select c.relname as name,
      (select string_agg(a.attname, ',' order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select string_agg(a.attname, ',' order by k.i) from pg_constraint p
        cross join lateral unnest(p.conkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = p.conrelid and a.attnum = k.n
        where p.conrelid = c.oid and p.contype = 'p') as pk,
      (select string_agg(a.attname, ',') from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attidentity <> '') as identity,
      (select string_agg(distinct a.attname, ',') from pg_constraint f
        cross join lateral unnest(f.conkey) k(n)
        join pg_attribute a on a.attrelid = f.conrelid and a.attnum = k.n
        where f.conrelid = c.oid and f.confrelid = c.oid and f.contype = 'f' and not a.attnotnull) as self_refs,
      (select string_agg(distinct f.confrelid::regclass::text, ',') from pg_constraint f
        where f.conrelid = c.oid and f.confrelid <> c.oid and f.contype = 'f') as parents
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
    order by c.relname`,
  );
  const tables = rows.map((r): TableInfo => {
    const columns = list(r.columns);
    return {
      name: String(r.name),
      columns,
      primaryKey: list(r.pk),
      identity: list(r.identity),
      selfRefs: list(r.self_refs),
      hasSchoolId: columns.includes('school_id'),
      parents: list(r.parents).map((p) => p.replace(/^public\.|"/g, '')),
    };
  });
  return foreignKeyOrder(tables);
}

/** Parents first (a depth-first topological sort, by name among equals, so the order is stable). */
export function foreignKeyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const out: TableInfo[] = [];
  const visit = (t: TableInfo) => {
    if (done.has(t.name)) return;
    if (visiting.has(t.name)) throw new Error(`The tables' foreign keys form a cycle through ${t.name}.`);
    visiting.add(t.name);
    for (const p of t.parents) {
      const parent = byName.get(p);
      if (parent) visit(parent);
    }
    visiting.delete(t.name);
    done.add(t.name);
    out.push(t);
  };
  for (const t of tables) visit(t);
  return out;
}

/** How many drizzle migrations this database has applied (0 when it never was migrated). */
export async function appliedMigrations(db: DbOrTx): Promise<number> {
  const [exists] = await queryRows<{ t: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists?.t) return 0;
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row?.n ?? 0);
}
