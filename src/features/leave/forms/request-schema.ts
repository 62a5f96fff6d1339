import * as v from 'valibot';
import { daysLabel, leaveRequestInput, type LeaveBalance, type LeaveType } from '@contract';
import { filled } from '@/components/form/from-text';
import type { SelectOption } from '@/components/form/select-field';

export const END_BEFORE_START = 'The last day cannot be before the first.';

const entries = leaveRequestInput.pipe[0].entries;

const fields = {
  leave_type_id: filled(entries.leave_type_id, 'Choose the kind of leave.'),
  start_date: filled(entries.start_date, 'Choose the first day.'),
  end_date: filled(entries.end_date, 'Choose the last day.'),
  half_first_day: v.boolean(),
  half_last_day: v.boolean(),
  reason: entries.reason,
};

type Span = { start_date: string; end_date: string };
const inOrder = <T extends Span>() =>
  v.forward<T, v.CheckIssue<T>, ['end_date']>(
    v.check((r: T) => r.end_date >= r.start_date, END_BEFORE_START),
    ['end_date'] as never,
  );

/** One's own leave: the server takes the staff record from the session. */
const ownObject = v.object(fields);
export const ownRequestSchema = v.pipe(ownObject, inOrder<v.InferOutput<typeof ownObject>>());

/** The office recording leave for an employee. */
const officeObject = v.object({ employee_id: filled(entries.employee_id, 'Choose the employee.'), ...fields });
export const officeRequestSchema = v.pipe(officeObject, inOrder<v.InferOutput<typeof officeObject>>());

export type RequestFormValues = {
  employee_id: string;
  leave_type_id: string;
  start_date: string;
  end_date: string;
  half_first_day: boolean;
  half_last_day: boolean;
  reason: string;
};

export const blankRequest = (today: string): RequestFormValues => ({
  employee_id: '',
  leave_type_id: '',
  start_date: today,
  end_date: today,
  half_first_day: false,
  half_last_day: false,
  reason: '',
});

/** The same rule at Last day itself, for a message as soon as it is chosen. */
export const endRule = (start: () => string | undefined) => (value: string | null | undefined) => {
  const first = start() ?? '';
  return value && /^\d{4}-\d{2}-\d{2}$/.test(first) && value < first ? END_BEFORE_START : '';
};

/** Each active type, with what the employee has left of it when the balances are known. */
export function typeOptions(types: readonly LeaveType[], balances: readonly LeaveBalance[] = []): SelectOption[] {
  return types
    .filter((t) => t.status === 'Active')
    .map((t) => {
      const balance = balances.find((b) => b.leave_type_id === t.id);
      const left = balance ? (balance.left === null ? 'no limit' : `${daysLabel(balance.left)} left`) : null;
      return { value: String(t.id), label: left ? `${t.name} (${left})` : t.name };
    });
}
