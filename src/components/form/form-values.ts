import type { FieldValues } from '@modular-forms/react';
import * as v from 'valibot';
import { moneyInput } from '@contract';

type Entries = Record<string, v.GenericSchema>;

/** The fields of an object schema, also when it is piped through cross-field checks. */
function entriesOf(schema: v.GenericSchema): Entries {
  if ('entries' in schema) return schema.entries as Entries;
  const first = 'pipe' in schema ? (schema.pipe as v.GenericSchema[])[0] : undefined;
  if (first && 'entries' in first) return first.entries as Entries;
  throw new Error('formValues needs an object schema (or one piped from it).');
}

/** A moneyText field (from-text.ts): typed in major units, sent in minor units. */
const isMoney = (field: v.GenericSchema | undefined) =>
  field !== undefined && (v.getMetadata(field as Parameters<typeof v.getMetadata>[0]) as { heldAs?: string }).heldAs === 'money';

/**
 * What a field holds for a row's value: text, so ids and numbers become strings and an amount
 * in minor units (a moneyText field, from-text.ts) is typed in major units; a date the API sends
 * as a timestamp keeps its day (a date field holds YYYY-MM-DD); lists hold text too.
 */
function held(value: unknown, field?: v.GenericSchema): unknown {
  if (typeof value === 'number') return isMoney(field) ? moneyInput(value) : String(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return value.slice(0, 10);
  if (Array.isArray(value)) return value.map((item) => held(item));
  return value;
}

/**
 * The values a form starts from: for each field of its schema, the edited row's value (as text,
 * see `held`), else the field's default, else blank. An add form passes no row.
 */
export function formValues<TValues extends FieldValues>(
  schema: v.GenericSchema<TValues, unknown>,
  row: object | null | undefined,
  defaults: Partial<TValues> = {},
): TValues {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(entriesOf(schema))) {
    // The row's version is no field: the form's plumbing sends it back with the save.
    if (name === 'version') continue;
    const value = row ? (row as Record<string, unknown>)[name] : undefined;
    values[name] = value != null ? held(value, field) : (defaults[name] ?? '');
  }
  return values as TValues;
}
