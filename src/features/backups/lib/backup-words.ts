import type { BackupSchedule } from '@contract';

/** 3.2 KB, 14.7 MB: a backup's size as a person reads it. */
export function backupSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(0.1, Math.round((bytes / 1024) * 10) / 10).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "Every night at 02:00; the newest 14 are kept." */
export function scheduleWords(schedule: BackupSchedule): string {
  if (schedule.at === null) return `Scheduled backups are off on this server (BACKUP_AT=off); back up now when you need one. The newest ${schedule.keep} are kept.`;
  return `Every night at ${schedule.at}; the newest ${schedule.keep} are kept.`;
}

/** What the page says before the first backup. */
export function emptyWords(schedule: BackupSchedule): string {
  if (schedule.at === null) return 'No backup yet. Scheduled backups are off, so back up now.';
  return `No backup yet. The first is made tonight at ${schedule.at}, or back up now.`;
}
