/** The status enumeration of spec §3. */
export const STATUSES = [
  'Cancelled', 'Pending', 'Active', 'Inactive', 'Deleted', 'Enabled', 'Disabled',
  'Connected', 'Disconnected',
] as const;
export type Status = (typeof STATUSES)[number];
