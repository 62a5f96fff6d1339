/**
 * The Citus shape stays true (issue 34 step 4, ADR 044; the shape ADR 007 promised): every table
 * with school data has `school_id`, and its primary key, every unique constraint or index and
 * every reference to another school table lead with it, so the tables can be distributed by
 * school and no row can name another school's. Read from the migrated database's own catalog, on
 * PGlite and (TEST_DB=pg) PostgreSQL, so a new table or index that strays fails here, by name.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness';
import { queryRows, type Database, type DbOrTx } from './client';

/** Tables that hold no one school's data, and why. Their keys are not checked. */
const INSTALL_WIDE_TABLES: Record<string, string> = {
  schools: 'the tenant table itself: distributed by its own id, the value every other key leads with',
  server_settings: 'install-wide settings (the signing secret, the install id): a Citus reference table, copied to every node',
  login_attempts: 'a failed sign-in comes before its school is known: the table stays on the coordinator, where sign-in runs',
};

/** Unique keys of school tables that must hold across schools, and why. */
const INSTALL_WIDE_KEYS: Record<string, string> = {
  users_username_uq:
    'staff usernames are unique across schools because sign-in asks for nothing else; docs/scaling.md step 5 moves the lookup to a usernames table',
  portal_accounts_username_uq:
    "a parent's sign-in name is unique across schools for the same reason (family sign-in asks for no school); it goes with the usernames table",
};

interface KeyRow {
  table: string;
  kind: 'p' | 'u' | 'i' | 'f';
  name: string;
  columns: string[];
  /** For a reference: the table referenced and its columns. */
  target: string | null;
  target_columns: string[] | null;
}

const list = (cols: string[]) => `(${cols.join(', ')})`;

/**
 * What in `db`'s public schema breaks the shape, one line per table and key, e.g.
 * `students: primary key (id) does not lead with school_id`.
 */
async function schoolKeyProblems(db: DbOrTx): Promise<string[]> {
  const tables = await queryRows<{ name: string; has_school: boolean }>(
    db,
    sql`select c.relname as name,
        exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'school_id' and not a.attisdropped) as has_school
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by c.relname`,
  );
  const keys = await queryRows<KeyRow>(
    db,
    sql`select c.relname as "table", case when x.indisprimary then 'p' when con.oid is not null then 'u' else 'i' end as kind,
        i.relname as name,
        array(select pg_get_indexdef(x.indexrelid, k, true) from generate_series(1, x.indnkeyatts) k order by k) as columns,
        null::text as target, null::text[] as target_columns
      from pg_index x
      join pg_class c on c.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      left join pg_constraint con on con.conindid = x.indexrelid and con.contype = 'u'
      where c.relnamespace = 'public'::regnamespace and x.indisunique
      union all
      select c.relname, 'f', f.conname,
        array(select a.attname::text from unnest(f.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = f.conrelid and a.attnum = k.n order by k.i),
        t.relname::text,
        array(select a.attname::text from unnest(f.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = f.confrelid and a.attnum = k.n order by k.i)
      from pg_constraint f
      join pg_class c on c.oid = f.conrelid
      join pg_class t on t.oid = f.confrelid
      where c.relnamespace = 'public'::regnamespace and f.contype = 'f'
      order by 1, 3`,
  );
  const schoolTables = new Set(tables.filter((t) => t.has_school && !(t.name in INSTALL_WIDE_TABLES)).map((t) => t.name));
  const problems: string[] = [];
  for (const t of tables) {
    if (t.name in INSTALL_WIDE_TABLES) continue;
    if (!t.has_school) problems.push(`${t.name}: has no school_id column (list it in INSTALL_WIDE_TABLES with its reason if it holds no school's data)`);
  }
  for (const k of keys) {
    if (!schoolTables.has(k.table)) continue;
    const leads = k.columns[0] === 'school_id';
    if (k.kind === 'p' && !leads) problems.push(`${k.table}: primary key ${list(k.columns)} does not lead with school_id`);
    if ((k.kind === 'u' || k.kind === 'i') && !leads && !(k.name in INSTALL_WIDE_KEYS)) {
      problems.push(`${k.table}: unique ${k.kind === 'u' ? 'constraint' : 'index'} ${k.name} ${list(k.columns)} does not lead with school_id`);
    }
    if (k.kind === 'f' && k.target === 'schools') {
      if (k.columns.join() !== 'school_id') problems.push(`${k.table}: reference ${k.name} ${list(k.columns)} to schools is not its school_id`);
    } else if (k.kind === 'f' && schoolTables.has(k.target!)) {
      if (!leads || k.target_columns![0] !== 'school_id') {
        problems.push(`${k.table}: reference ${k.name} ${list(k.columns)} → ${k.target} ${list(k.target_columns!)} does not lead with school_id`);
      }
    }
  }
  return problems;
}

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('every key of a school table leads with school_id', () => {
  it('holds for every table the migrations make', async () => {
    expect(await schoolKeyProblems(database.db)).toEqual([]);
  });

  it('lists only exceptions that exist, and every table is checked', async () => {
    const [found] = await queryRows<{ tables: string[]; indexes: string[]; n: number }>(
      database.db,
      sql`select
        array(select relname::text from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and relname in ${Object.keys(INSTALL_WIDE_TABLES)}) as tables,
        array(select relname::text from pg_class where relnamespace = 'public'::regnamespace and relkind = 'i' and relname in ${Object.keys(INSTALL_WIDE_KEYS)}) as indexes,
        (select count(*)::int from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r') as n`,
    );
    expect(found!.tables.sort()).toEqual(Object.keys(INSTALL_WIDE_TABLES).sort());
    expect(found!.indexes.sort()).toEqual(Object.keys(INSTALL_WIDE_KEYS).sort());
    // drizzle's own record of migrations lives in its schema, not among the school's tables.
    expect(found!.n).toBeGreaterThan(50);
  });

  it('names the table and the key when one strays', async () => {
    await database.db.execute(sql`create table bad_thing (id bigint primary key, school_id bigint, code text)`);
    await database.db.execute(sql`create unique index bad_thing_code_uq on bad_thing (lower(code))`);
    await database.db.execute(sql`create table bad_child (school_id bigint not null, thing_id bigint references bad_thing (id), primary key (school_id, thing_id))`);
    await database.db.execute(sql`create table no_school (id bigint primary key)`);
    try {
      expect(await schoolKeyProblems(database.db)).toEqual([
        'no_school: has no school_id column (list it in INSTALL_WIDE_TABLES with its reason if it holds no school\'s data)',
        'bad_child: reference bad_child_thing_id_fkey (thing_id) → bad_thing (id) does not lead with school_id',
        'bad_thing: unique index bad_thing_code_uq (lower(code)) does not lead with school_id',
        'bad_thing: primary key (id) does not lead with school_id',
      ]);
    } finally {
      await database.db.execute(sql`drop table bad_child, bad_thing, no_school`);
    }
  });
});
