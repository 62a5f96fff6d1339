import { queryOptions } from '@tanstack/react-query';
import { backupEndpoints } from '@contract';
import { backupKeys } from '@/api/backups';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/**
 * The school's backups on the server and the nightly schedule (Admins only). Never saved on the
 * device: the list is only useful online, where the files are.
 */
export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: backupKeys.list(),
    queryFn: ({ signal }) => http.call(backupEndpoints.list, undefined, { signal }),
  });

/** "Back up now": the server writes the school's backup (a 409 while one is being made is toasted). */
export function useBackUpNow() {
  return useAction({
    mutationFn: () => http.call(backupEndpoints.create),
    invalidates: [backupKeys.all],
    success: 'The backup has been made',
  });
}

/** Hands the browser a blob as a file download. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads one of the school's backups with the session's bearer token, under its own name. */
export async function downloadBackup(name: string): Promise<void> {
  saveFile(await http.file(backupEndpoints.download, { params: { name } }), name);
}
