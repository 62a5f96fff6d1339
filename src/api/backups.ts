/** The school's backups (Settings › Backups, Admins only): never saved on the device. */
const all = ['backups'] as const;
export const backupKeys = {
  all,
  list: () => [...all, 'list'] as const,
};
