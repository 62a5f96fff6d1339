import * as v from 'valibot';
import { idField } from '@contract';

/**
 * Keys of a page's address (its search), which people type, paste and bookmark: a value that
 * does not fit reads as "not chosen", never as an error page.
 */

/** A key naming one record by its id. */
export const idKey = v.fallback(v.optional(idField), undefined);

/** Keys that each name one record by its id: `...idKeys('exam', 'section')`. */
export const idKeys = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((key) => [key, idKey])) as Record<K, typeof idKey>;

/** A key holding one of `options` (a tab, a view). */
export const oneOfKey = <T extends readonly [string, ...string[]]>(options: T) => v.fallback(v.optional(v.picklist(options)), undefined);
