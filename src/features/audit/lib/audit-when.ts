import { formatDateTime } from '@/lib/format-date';

/**
 * When an audited change happened, in the school's own time zone: a head teacher reading
 * "14:05" means the school's clock, not the device's.
 */
export function auditWhen(timeZone: string) {
  const zone = safeZone(timeZone);
  // CSV and print sort as text: YYYY-MM-DD HH:MM:SS.
  const sortable = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: zone });
  return {
    shown: (iso: string) => formatDateTime(iso, zone),
    text: (iso: string) => sortable.format(new Date(iso)).replace(', ', ' '),
  };
}

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}
