/** The status enumeration of spec §3. */
export const STATUSES = [
  'Cancelled', 'Pending', 'Active', 'Inactive', 'Deleted', 'Enabled', 'Disabled',
  'Connected', 'Disconnected',
] as const;
export type Status = (typeof STATUSES)[number];

/** A student's standing (issue 4). */
export const STUDENT_STATUSES = ['Active', 'Inactive', 'Transferred', 'Graduated'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
