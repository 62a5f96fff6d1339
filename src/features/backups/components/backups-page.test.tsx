import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backupEndpoints, type BackupList, type Profile } from '@contract';
import { http } from '@/lib/http';
import { HttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { backupsQueryOptions } from '../api/backups';
import { backupSize, emptyWords, scheduleWords } from '../lib/backup-words';
import { BackupsPage } from './backups-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const admin = { time_zone: 'Africa/Nairobi', role_id: 1, privileges: [] } as unknown as Profile;
const schedule = { at: '02:00', keep: 14, running: false };
const listed: BackupList = {
  backups: [
    { name: '2026-11-29T02-00.sdbackup.gz', created_at: '2026-11-28T23:00:04Z', size: 3_276 },
    { name: '2026-11-28T02-00.sdbackup.gz', created_at: '2026-11-27T23:00:03Z', size: 15_414_067 },
  ],
  schedule,
};

function renderPage(data: BackupList) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(backupsQueryOptions().queryKey, data);
  render(
    <QueryClientProvider client={client}>
      <BackupsPage user={admin} />
    </QueryClientProvider>,
  );
  return client;
}

describe('backup words', () => {
  it('says sizes in KB or MB and the schedule in a sentence', () => {
    expect(backupSize(3_276)).toBe('3.2 KB');
    expect(backupSize(15_414_067)).toBe('14.7 MB');
    expect(scheduleWords(schedule)).toBe('Every night at 02:00; the newest 14 are kept.');
    expect(emptyWords(schedule)).toBe('No backup yet. The first is made tonight at 02:00, or back up now.');
    expect(scheduleWords({ ...schedule, at: null })).toMatch(/^Scheduled backups are off/);
  });
});

describe('BackupsPage', () => {
  it("lists the backups newest first, in the school's time, with their sizes and the schedule", () => {
    renderPage(listed);
    expect(screen.getByText('Every night at 02:00; the newest 14 are kept.')).toBeTruthy();
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByText('2026-11-29T02-00.sdbackup.gz')).toBeTruthy();
    expect(first!.textContent).toMatch(/02:00/); // 23:00 UTC is 02:00 the next day in Nairobi
    expect(within(first!).getByText('3.2 KB')).toBeTruthy();
    expect(within(second!).getByText('14.7 MB')).toBeTruthy();
    expect(screen.getByText(/keep a copy off this machine/)).toBeTruthy();
    expect(screen.getByText('npm run school -- restore --in FILE')).toBeTruthy();
  });

  it('says when the first backup will be made when there is none', () => {
    renderPage({ backups: [], schedule });
    expect(screen.getByText('No backup yet. The first is made tonight at 02:00, or back up now.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('backs up now, toasts, and reads the list again', async () => {
    const made = { name: '2026-11-29T10-15.sdbackup.gz', created_at: '2026-11-29T07:15:00Z', size: 4_000 };
    const call = vi.spyOn(http, 'call').mockImplementation(async (endpoint) => (endpoint === backupEndpoints.create ? made : { backups: [made, ...listed.backups], schedule }) as never);
    const toast = vi.spyOn(notify, 'success');
    renderPage(listed);
    fireEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('The backup has been made'));
    expect(call.mock.calls[0]![0]).toBe(backupEndpoints.create);
    await screen.findByText('2026-11-29T10-15.sdbackup.gz');
  });

  it('toasts a refusal (a backup already running)', async () => {
    vi.spyOn(http, 'call').mockRejectedValue(new HttpError(409, 'A backup is being made right now. Try again in a minute.'));
    const toast = vi.spyOn(notify, 'error');
    renderPage(listed);
    fireEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(String((toast.mock.calls[0]![0] as Error).message)).toMatch(/being made/);
  });

  it('downloads a file by its name', async () => {
    const file = vi.spyOn(http, 'file').mockResolvedValue(new Blob(['x']));
    const url = vi.fn(() => 'blob:backup');
    Object.assign(URL, { createObjectURL: url, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(listed);
    fireEvent.click(screen.getByRole('button', { name: 'Download 2026-11-28T02-00.sdbackup.gz' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(file).toHaveBeenCalledWith(backupEndpoints.download, { params: { name: '2026-11-28T02-00.sdbackup.gz' } });
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('2026-11-28T02-00.sdbackup.gz');
  });
});
