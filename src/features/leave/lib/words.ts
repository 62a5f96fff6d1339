import { daysLabel, type LeaveRequest, type LeaveType, type UnpaidDayBasis } from '@contract';
import { formatDate } from '@/lib/format-date';

/** A type's yearly days as the office reads them: "21 days", "No limit". */
export const entitlementText = (days: number | null) => (days === null ? 'No limit' : daysLabel(days));

export const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** The dates of a request with its half days: "2 Dec 2026 (from midday) – 4 Dec 2026". */
export function datesText(r: Pick<LeaveRequest, 'start_date' | 'end_date' | 'half_first_day' | 'half_last_day'>): string {
  const first = `${formatDate(r.start_date)}${r.half_first_day ? ' (from midday)' : ''}`;
  if (r.start_date === r.end_date) {
    if (r.half_first_day) return `${formatDate(r.start_date)}, afternoon`;
    if (r.half_last_day) return `${formatDate(r.start_date)}, morning`;
    return formatDate(r.start_date);
  }
  return `${first} – ${formatDate(r.end_date)}${r.half_last_day ? ' (until midday)' : ''}`;
}

export const BASIS_TEXT: Record<UnpaidDayBasis, { label: string; detail: string }> = {
  'school-days': {
    label: 'The school days of the month',
    detail: 'A day of unpaid leave costs the monthly salary divided by the days the school is open that month: a 21st of it in a month with 21 school days.',
  },
  thirty: { label: '30 days', detail: 'A day of unpaid leave costs the monthly salary divided by 30, whatever the month.' },
};

/** The types a request may be made of: an Inactive one is kept for the requests already made. */
export const activeTypes = (types: readonly LeaveType[]) => types.filter((t) => t.status === 'Active');
