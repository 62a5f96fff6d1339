import { getTableName } from 'drizzle-orm';
import { foreignKey, index, primaryKey, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

/**
 * The shape ADR 007 promised and ADR 044 holds: every key of a school's table leads with
 * `school_id`, so the table can be distributed by it (Citus) and no row can name another
 * school's. server/db/school-keys.test.ts fails when a table strays from it.
 */

/**
 * The primary key of a school's table, `(school_id, id)`, and a plain index on `id`: the id alone
 * stays unique across the install (an identity), and the many joins and look-ups that name a row
 * by its id alone keep an index to find it (spread with `...schoolKey(t)`).
 */
export const schoolKey = (t: { schoolId: AnyPgColumn; id: AnyPgColumn }) =>
  [primaryKey({ columns: [t.schoolId, t.id] }), index(`${getTableName(t.id.table)}_id_idx`).on(t.id)] as const;

/**
 * `(school_id, column)` references `target (school_id, id)`: the row named must be of the same
 * school. Its name is the one the single-column key had (`<table>_<column>_<target>_id_fk`).
 * A null column is not checked (MATCH SIMPLE), as before.
 */
export function sameSchool(
  t: { schoolId: AnyPgColumn },
  column: AnyPgColumn,
  target: { schoolId: AnyPgColumn; id: AnyPgColumn },
  onDelete?: UpdateDeleteAction,
) {
  const fk = foreignKey({
    name: `${getTableName(column.table)}_${column.name}_${getTableName(target.id.table)}_id_fk`,
    columns: [t.schoolId, column],
    foreignColumns: [target.schoolId, target.id],
  });
  return onDelete ? fk.onDelete(onDelete) : fk;
}
