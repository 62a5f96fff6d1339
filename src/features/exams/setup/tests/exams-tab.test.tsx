import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Privilege } from '@contract';
import { HttpError } from '@/lib/http-error';
import { describedBy, enter, page, pressUntilSent, userWith, withClient } from '@/lib/testing';
import { notify } from '@/lib/toast';
import { ExamsTab } from '../components/exams-tab';
import type { SetupSearch } from '../lib/search';
import { EXAMS, SYSTEM, OLD_SYSTEM, TYPES, YEARS } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const READS: Record<string, unknown> = { [API.exams]: EXAMS, [API.examTypes]: TYPES, [API.gradingSystems]: [SYSTEM, OLD_SYSTEM] };

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.get.mockReset().mockImplementation((path: string) => (path in READS ? Promise.resolve(READS[path]) : Promise.reject(new Error(`unexpected ${path}`))));
  http.list.mockReset().mockImplementation((path: string) => (path === API.academic ? Promise.resolve(page(YEARS)) : Promise.reject(new Error(`unexpected ${path}`))));
  http.post.mockReset();
  http.put.mockReset().mockResolvedValue({ message: 'The exam has been saved' });
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const ALL: Privilege[] = ['list-exam', 'add-exam', 'update-exam'];
function renderTab(privileges: Privilege[] = ALL, search: SetupSearch = {}) {
  const onSearch = vi.fn();
  render(<ExamsTab user={userWith(...privileges)} search={search} onSearch={onSearch} />, { wrapper: withClient() });
  return onSearch;
}
const table = () => screen.findByRole('table', { name: 'Exams of 2030/2031, newest first' });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Exams › List › Exams', { timeout: 20_000 }, () => {
  it('lists the active year’s exams with their dates, status and papers', async () => {
    renderTab();
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Term 2 mid-term', 'Term 1 mid-term', 'Term 3 exam']);
    expect(rows[1]!.textContent).toContain('14 Oct 2030');
    expect(rows[1]!.textContent).toContain('18 Oct 2030');
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual(['Pending', 'Active', 'Closed']);
    expect(http.get).toHaveBeenCalledWith(API.exams, { academic_year_id: 12, status: undefined }, expect.anything());
  });

  it('moves an exam along Pending → Active → Closed in plain words, sending the row’s version', async () => {
    renderTab();
    await table();
    expect(screen.queryByRole('button', { name: /Close and lock marks: Term 2/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reopen for corrections: Term 1/ })).toBeNull();

    fireEvent.click(button('Open for marks: Term 2 mid-term'));
    await waitFor(() => expect(http.put).toHaveBeenCalledOnce());
    expect(http.put).toHaveBeenCalledWith(`${API.exams}/31`, expect.objectContaining({ status: 'Active', version: 2, name: 'Term 2 mid-term', academic_year_id: 12 }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Term 2 mid-term is open for marks'));

    await waitFor(() => expect(button('Back to pending: Term 1 mid-term').disabled).toBe(false));
    fireEvent.click(button('Back to pending: Term 1 mid-term'));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(2));
    expect(http.put).toHaveBeenLastCalledWith(`${API.exams}/30`, expect.objectContaining({ status: 'Pending', version: 5 }));

    await waitFor(() => expect(button('Reopen for corrections: Term 3 exam').disabled).toBe(false));
    fireEvent.click(button('Reopen for corrections: Term 3 exam'));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(3));
    expect(http.put).toHaveBeenLastCalledWith(`${API.exams}/29`, expect.objectContaining({ status: 'Active', version: 7 }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Term 3 exam is open again for corrections'));
  });

  it('closing asks first and says the marks will be locked', async () => {
    renderTab();
    await table();
    fireEvent.click(button('Close and lock marks: Term 1 mid-term'));
    const confirm = await screen.findByRole('dialog', { name: 'Close and lock marks' });
    expect(confirm.textContent).toContain('Its marks will be locked');
    expect(confirm.textContent).toContain('6 papers');
    expect(http.put).not.toHaveBeenCalled();

    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(http.put).not.toHaveBeenCalled();

    fireEvent.click(button('Close and lock marks: Term 1 mid-term'));
    const again = await screen.findByRole('dialog', { name: 'Close and lock marks' });
    await pressUntilSent(() => within(again).getByRole('button', { name: 'Close and lock marks' }) as HTMLButtonElement, http.put);
    expect(http.put).toHaveBeenCalledWith(`${API.exams}/30`, expect.objectContaining({ status: 'Closed', version: 5 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('Term 1 mid-term is closed: its marks are locked');
  });

  it('a refused move is toasted with the server’s words', async () => {
    http.put.mockRejectedValue(new HttpError(422, 'A Pending exam can only be made Active.', [{ path: 'status', message: 'A Pending exam can only be made Active.' }]));
    renderTab();
    await table();
    fireEvent.click(button('Open for marks: Term 2 mid-term'));
    await waitFor(() => expect(notify.error).toHaveBeenCalledOnce());
  });

  it('without update-exam, the list shows but nothing moves', async () => {
    renderTab(['list-exam']);
    await table();
    expect(button('Open for marks: Term 2 mid-term').disabled).toBe(true);
    expect(button('Close and lock marks: Term 1 mid-term').disabled).toBe(true);
    expect(button('Edit Term 1 mid-term').disabled).toBe(true);
    expect(button('Add exam').disabled).toBe(true);
  });

  it('adds an exam with typed dates, offering only active grading systems, and shows a refused date at its field', async () => {
    renderTab();
    await table();
    await waitFor(() => expect(button('Add exam').disabled).toBe(false));
    fireEvent.click(button('Add exam'));
    const dialog = await screen.findByRole('dialog', { name: 'Add exam' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect((field('Academic year') as unknown as HTMLSelectElement).value).toBe('12');
    const systems = within(field('Grading system') as unknown as HTMLElement).getAllByRole('option').map((o) => o.textContent);
    expect(systems).toEqual(['Choose a system', 'Secondary A–E']);
    expect(dialog.textContent).toContain('Within 2030/2031: 2 Sep 2030 to 18 Jul 2031.');

    enter(field('Name'), 'Term 2 exam');
    fireEvent.change(field('Exam type'), { target: { value: '2' } });
    fireEvent.change(field('Grading system'), { target: { value: '3' } });
    enter(field('First day'), '2030-12-08');
    enter(field('Last day'), '2030-12-01');
    await waitFor(() => expect(describedBy(field('Last day'))).toBe('The last day cannot be before the first.'));
    enter(field('Last day'), '2030-12-12');

    const outside = 'The exam must fall within 2030/2031 (2 Sep 2030 to 18 Jul 2031).';
    http.post.mockRejectedValue(new HttpError(422, outside, [{ path: 'start_date', message: outside }]));
    await pressUntilSent(() => within(dialog).getByRole('button', { name: 'Add exam' }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(API.exams, {
      academic_year_id: 12,
      exam_type_id: 2,
      grading_system_id: 3,
      name: 'Term 2 exam',
      start_date: '2030-12-08',
      end_date: '2030-12-12',
      status: 'Pending',
    });
    await waitFor(() => expect(describedBy(field('First day'))).toBe(outside));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('the filters go to the address', async () => {
    const onSearch = renderTab();
    await table();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Closed' } });
    expect(onSearch).toHaveBeenLastCalledWith({ status: 'Closed' });
    fireEvent.change(screen.getByLabelText('Academic year'), { target: { value: '0' } });
    expect(onSearch).toHaveBeenLastCalledWith({ year: 0 });
  });
});
