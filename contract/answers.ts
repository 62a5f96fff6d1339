import * as v from 'valibot';

/**
 * The shapes many endpoints answer with, as output schemas (ADR 031). Answers are checked
 * against them in development and tests, so they say what the wire carries: dates and
 * timestamps as strings, a missing value as null.
 */

/** A page of a list (spec §7). */
export const pageOf = <S extends v.GenericSchema>(row: S) =>
  v.object({ data: v.array(row), total: v.number(), page: v.number(), limit: v.number() });

/** A save that says so: "The room has been saved". */
export const messageAnswer = v.object({ message: v.string() });
export type MessageAnswer = v.InferOutput<typeof messageAnswer>;

/** A record added: its message and new id. */
export const createdAnswer = v.object({ message: v.string(), id: v.number() });
export type CreatedAnswer = v.InferOutput<typeof createdAnswer>;

/** A money mutation's answer: the journal entry it posted (a replay answers the same entry). */
export const postedAnswer = v.object({ message: v.string(), entry_id: v.number() });
export type PostedAnswer = v.InferOutput<typeof postedAnswer>;

/** Nullable on the wire: a column that may be empty. */
export const maybe = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);
/** A timestamp or date as JSON carries it. */
export const wireDate = v.string();
