import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BackupFileRow, Profile } from '@contract';
import { CardSection } from '@/components/layout/card-section';
import { QueryProblem } from '@/components/overlays/query-state';
import { ReportSkeleton } from '@/components/report/report-states';
import { Button, focusRing } from '@/components/ui/button';
import { errorMessage, HttpError } from '@/lib/http-error';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/toast';
import { backupsQueryOptions, downloadBackup, useBackUpNow } from '../api/backups';
import { backupSize, emptyWords, scheduleWords } from '../lib/backup-words';

export interface BackupsPageProps {
  user: Profile;
}

/** A time zone the browser knows, else UTC (a school's stored zone could be misspelt). */
function knownZone(timeZone: string | undefined): string {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return timeZone ?? 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Settings › Backups (Admins only, issue 32): the school's backups the server has made (each
 * night, or now on demand), newest first, each to download; the schedule in words; and what to do
 * with a file.
 */
export function BackupsPage({ user }: BackupsPageProps) {
  const list = useQuery(backupsQueryOptions());
  const backUp = useBackUpNow();
  const [downloading, setDownloading] = useState<string | null>(null);
  const zone = knownZone(user.time_zone);

  const download = async (name: string) => {
    setDownloading(name);
    try {
      await downloadBackup(name);
    } catch (error) {
      notify.error(error);
    } finally {
      setDownloading(null);
    }
  };

  if (list.isError && !list.data) {
    const offline = list.error instanceof HttpError && list.error.isNetwork;
    return (
      <QueryProblem
        title={offline ? 'This needs a connection' : 'The backups could not be read'}
        message={offline ? 'The backups are on the server: connect to see and download them.' : errorMessage(list.error)}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const data = list.data;
  const backups = data?.backups ?? [];
  return (
    <div className="space-y-6">
      <CardSection
        flush
        title="Backups"
        description={data ? scheduleWords(data.schedule) : 'Reading the schedule…'}
        action={
          <Button onClick={() => backUp.mutate()} disabled={backUp.isPending || !data}>
            {backUp.isPending ? 'Backing up…' : 'Back up now'}
          </Button>
        }
      >
        {!data ? (
          <div className="px-6 py-4">
            <ReportSkeleton rows={3} label="Loading the backups…" />
          </div>
        ) : backups.length === 0 ? (
          <p className="px-6 py-10 text-center font-medium text-slate-900">{emptyWords(data.schedule)}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The school’s backups, newest first</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-6 py-3 font-semibold">
                  When
                </th>
                <th scope="col" className="px-6 py-3 text-right font-semibold">
                  Size
                </th>
                <th scope="col" className="px-6 py-3 font-semibold">
                  <span className="sr-only">Download</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {backups.map((b: BackupFileRow) => (
                <tr key={b.name}>
                  <td className="px-6 py-3">
                    <span className="whitespace-nowrap font-medium text-slate-900">{formatDateTime(b.created_at, zone)}</span>
                    <span className="block font-mono text-xs text-slate-600">{b.name}</span>
                  </td>
                  <td className="whitespace-nowrap px-6 py-3 text-right tabular-nums">{backupSize(b.size)}</td>
                  <td className="px-6 py-3 text-right">
                    <button
                      type="button"
                      className={`rounded font-semibold text-brand-700 underline-offset-2 hover:underline disabled:text-slate-500 ${focusRing}`}
                      aria-label={`Download ${b.name}`}
                      disabled={downloading !== null}
                      onClick={() => void download(b.name)}
                    >
                      {downloading === b.name ? 'Downloading…' : 'Download'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardSection>

      <CardSection title="What to do with a backup">
        <div className="mt-3 space-y-2 text-sm text-slate-700">
          <p>
            Each file holds all of this school’s records and images as they were at that moment. The files are kept on the server, so a
            disk that fails takes them with it: download one now and then and keep a copy off this machine (a USB drive in a safe
            place, or the school’s cloud storage).
          </p>
          <p>
            To restore, on a server with a new, empty database run{' '}
            <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs text-slate-900">npm run school -- restore --in FILE</code>. A
            restore goes only into an empty database; it never merges into one that has data.
          </p>
        </div>
      </CardSection>
    </div>
  );
}
