import * as v from 'valibot';
import { LEAVE_DAYS_MAX, LEAVE_TYPE_STATES, leaveTypeInput, type LeaveType } from '@contract';

export const DAYS_MESSAGE = 'Type whole or half days, such as 21 or 10.5.';
export const DAYS_MISSING = 'Type the days a year, or choose No limit.';
const DAYS = /^\d{1,3}(\.[05])?$/;

export const LIMIT_OPTIONS = [
  { value: 'days', label: 'A number of days a year' },
  { value: 'none', label: 'No limit' },
];
export const STATUS_OPTIONS = LEAVE_TYPE_STATES.map((s) => ({ value: s, label: s }));

/** The rule for the days box, also run at the box itself: the form's schema stops at the first failing field. */
export function daysProblem(limit: string | undefined, text: string | null | undefined): string {
  if (limit === 'none') return '';
  const typed = (text ?? '').trim();
  if (!typed) return DAYS_MISSING;
  if (!DAYS.test(typed)) return DAYS_MESSAGE;
  return Number(typed) > LEAVE_DAYS_MAX ? `Days a year cannot be more than ${LEAVE_DAYS_MAX}.` : '';
}

const entries = leaveTypeInput.entries;
const fields = {
  name: entries.name,
  limit: v.picklist(['days', 'none'] as const),
  // Hidden (absent) for No limit.
  days_per_year: v.optional(v.string(), ''),
  paid: v.boolean(),
  carries_over: v.boolean(),
  needs_approval: v.boolean(),
};

type Fields = { limit: 'days' | 'none'; days_per_year: string };

/** The days go as a number, or null for no limit; `limit` is the form's own. */
function days<T extends Fields>() {
  return [
    v.forward<T, v.CheckIssue<T>, ['days_per_year']>(
      v.check((t: T) => daysProblem(t.limit, t.days_per_year) === '', DAYS_MESSAGE),
      ['days_per_year'] as never,
    ),
    v.transform(({ limit, days_per_year, ...rest }: T) => ({ ...rest, days_per_year: limit === 'none' ? null : Number(days_per_year.trim()) })),
  ] as const;
}

const newObject = v.object(fields);
export const newLeaveTypeSchema = v.pipe(newObject, ...days<v.InferOutput<typeof newObject>>());
const editObject = v.object({ ...fields, status: v.picklist(LEAVE_TYPE_STATES, 'Choose the status.') });
export const editLeaveTypeSchema = v.pipe(editObject, ...days<v.InferOutput<typeof editObject>>());

export type LeaveTypeFormValues = {
  name: string;
  limit: 'days' | 'none';
  days_per_year: string;
  paid: boolean;
  carries_over: boolean;
  needs_approval: boolean;
  status: string;
};

/** A new type starts as most are: limited, paid, approved by someone. */
export function leaveTypeValues(t: LeaveType | undefined): LeaveTypeFormValues {
  return {
    name: t?.name ?? '',
    limit: t && t.days_per_year === null ? 'none' : 'days',
    days_per_year: t?.days_per_year != null ? String(t.days_per_year) : '',
    paid: t?.paid ?? true,
    carries_over: t?.carries_over ?? false,
    needs_approval: t?.needs_approval ?? true,
    status: t?.status ?? 'Active',
  };
}
