import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { schools } from '../db/schema';
import { conflict, constraintOf, HttpError, isUniqueViolation, notFound } from './errors';

type SchoolTable = PgTable & { id: AnyPgColumn; schoolId: AnyPgColumn };

/** True when row `id` of `table` belongs to the school. */
export async function ownedBy(db: DbOrTx, table: SchoolTable, id: number, schoolId: number): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.schoolId, schoolId)))
    .limit(1);
  return rows.length > 0;
}

/** 404 for a missing row and for another school's row alike: a 403 would confirm it exists. */
export async function requireOwned(db: DbOrTx, table: SchoolTable, id: number, schoolId: number, what: string) {
  if (!(await ownedBy(db, table, id, schoolId))) throw notFound(what);
}

/** A reference in a body (room, teacher, class…) must be one of the school's own rows. */
export async function requireRef(
  db: DbOrTx,
  table: SchoolTable,
  id: number | null | undefined,
  schoolId: number,
  field: string,
  label: string,
) {
  if (id == null) return;
  if (!(await ownedBy(db, table, id, schoolId))) {
    throw new HttpError(422, `${label} does not exist.`, [{ path: field, message: `${label} does not exist.` }]);
  }
}

/** Constraint name → the field a 409 names and its message. */
export type UniqueFields = Readonly<Record<string, readonly [field: string, message: string]>>;

/** Types a constraint map where it is written, so the tuples need no cast. */
export const uniqueFields = <const T extends UniqueFields>(fields: T): T => fields;

/** Turns a unique violation into a 409 that names the field, by constraint name. */
export async function guardUnique<T>(work: () => Promise<T>, fields: UniqueFields): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) {
      const hit = fields[constraintOf(err) ?? ''];
      if (hit) throw conflict(hit[0], hit[1]);
      throw new HttpError(409, 'This record already exists.');
    }
    throw err;
  }
}

/**
 * Serialises school-wide rules (no two active years overlap, one Admin always stays active):
 * a second transaction checking the same rule waits here instead of racing or deadlocking.
 */
export async function lockSchool(tx: DbOrTx, schoolId: number) {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('no key update');
}

/**
 * An edit's row version as an UPDATE's SET entry (ADR 017): the trigger refuses the UPDATE when
 * the stored version differs, and the API answers 409. No version sent, no check.
 */
export function expectedVersion(input: { version?: number }): { version?: number } {
  return input.version === undefined ? {} : { version: input.version };
}

/** The input without its version, for an INSERT: a new row starts at version 1. */
export function withoutVersion<T extends { version?: number }>(input: T): Omit<T, 'version'> {
  const { version: _version, ...rest } = input;
  return rest;
}
