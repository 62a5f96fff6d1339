import * as v from 'valibot';

/**
 * Column schemas for `readRows` row schemas: what each driver really hands back for a raw
 * statement (checked by row-fields.test.ts on both). No transforms: in production rows are not
 * parsed, so a schema may only describe the row, never change it.
 */

/** int8 and `count(*)`/`sum(int)`: PGlite gives a number, node-postgres a string. `Number()` it, or cast `::int`. */
export const int8 = v.union([v.number(), v.string()]);
/** int2/int4 and `::int` casts: a number on both. */
export const int4 = v.number();
/** numeric: a string on both (exact). */
export const numeric = v.string();
/** date: 'YYYY-MM-DD' on both. */
export const day = v.string();
/** timestamp(tz): the driver's text form on both. */
export const stamp = v.string();
