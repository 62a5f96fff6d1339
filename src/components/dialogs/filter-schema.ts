import * as v from 'valibot';
import { messagesSetTwo } from '@contract';

/** Spec §3: the filter dialog's fields. Selects use "0" for All. */
export type FilterField =
  | 'employee' | 'status' | 'zone' | 'date' | 'startDate' | 'endDate' | 'lastDay' | 'description' | 'house';

export const FILTER_FIELDS: readonly FilterField[] = [
  'employee', 'status', 'zone', 'date', 'startDate', 'endDate', 'lastDay', 'description', 'house',
];

export const DESCRIPTION_MAX = 5000;

/** The form holds strings; the caller gets typed values (see toFilterResult). */
export type FilterFormValues = Record<FilterField, string>;

export interface FilterResult {
  employee?: number;
  status?: string | 0;
  zone?: string | 0;
  date?: string;
  startDate?: string;
  endDate?: string;
  lastDay?: number;
  description?: string;
  house?: string;
}

const required = v.pipe(v.string(messagesSetTwo.required), v.nonEmpty(messagesSetTwo.required));

/**
 * Spec §5: every shown field is required, except description, which is optional and at most
 * 5000 characters. Fields not shown are not checked.
 */
export function filterSchema(shown: readonly FilterField[]) {
  const entries: Record<string, v.GenericSchema> = {};
  for (const name of FILTER_FIELDS) {
    if (!shown.includes(name)) {
      entries[name] = v.optional(v.unknown());
    } else if (name === 'description') {
      entries[name] = v.optional(v.pipe(v.string(), v.maxLength(DESCRIPTION_MAX, messagesSetTwo.maxLength(DESCRIPTION_MAX))));
    } else if (name === 'lastDay') {
      entries[name] = v.pipe(
        required,
        v.regex(/^\d+$/, messagesSetTwo.notMatch('a whole number of days')),
        v.check((s) => Number(s) >= 1, 'Enter at least 1 day.'),
      );
    } else {
      entries[name] = required;
    }
  }
  return v.object(entries);
}

/** Typed values for the shown fields only: ids and day counts as numbers, "0" as 0 (All). */
export function toFilterResult(values: Partial<FilterFormValues>, shown: readonly FilterField[]): FilterResult {
  const result: FilterResult = {};
  const zeroOr = (s: string) => (s === '0' ? 0 : s);
  for (const name of shown) {
    const raw = values[name] ?? '';
    switch (name) {
      case 'employee':
        result.employee = Number(raw);
        break;
      case 'lastDay':
        result.lastDay = Number(raw);
        break;
      case 'status':
        result.status = zeroOr(raw);
        break;
      case 'zone':
        result.zone = zeroOr(raw);
        break;
      case 'description':
        if (raw.trim()) result.description = raw.trim();
        break;
      default:
        result[name] = raw;
    }
  }
  return result;
}
