import { MAX_LIMIT, type Page } from '@contract';

/** A picker reads every row in one page: the API's largest. */
export const EVERY_ROW = { page: 1, limit: MAX_LIMIT } as const;

/**
 * The fields a saved copy of a row may hold, named once against its contract type: the
 * compiler refuses a field left out or one the type does not have, so a field added to the
 * type is a decision someone makes here (and in src/api/persisted.test.ts), not an accident.
 */
export function fieldsOf<T>() {
  return <const F extends { readonly [K in keyof T]-?: true }>(fields: F & { readonly [K in Exclude<keyof F, keyof T>]: never }) =>
    Object.keys(fields) as (keyof T)[];
}

/** Only the listed fields of a row, whatever else the server sent: what may be saved on the device. */
export function keepFields<T>(row: T, fields: readonly (keyof T)[]): T {
  const kept: Partial<T> = {};
  for (const field of fields) if (row[field] !== undefined) kept[field] = row[field];
  return kept as T;
}

export const keepPage = <T>(page: Page<T>, fields: readonly (keyof T)[]): Page<T> => ({
  data: page.data.map((row) => keepFields(row, fields)),
  total: page.total,
  page: page.page,
  limit: page.limit,
});
