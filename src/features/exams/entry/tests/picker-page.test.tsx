import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { withClient } from '@/lib/testing';
import type { EntrySearch } from '../api/picker';
import { EntryPickerPage } from '../components/picker-page';
import { draftKind } from '../lib/marks';
import { BROADSHEET, CLASSES, EXAMS, GRADING, PAPERS, SHEET, user } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), http: (await import('@/lib/testing')).callsByPath(http) }));

const ANSWERS: Record<string, unknown> = {
  exams: EXAMS,
  'class/exam': CLASSES,
  'exams/subjects': PAPERS,
  'exams/grading': GRADING,
  results: BROADSHEET,
  'results/remarks': [{ student_id: 12, remark: 'Works hard' }],
};

function open(search: EntrySearch, onSearch = vi.fn()) {
  render(<EntryPickerPage user={user} search={search} onSearch={onSearch} />, { wrapper: withClient() });
  return onSearch;
}

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  http.get.mockReset().mockImplementation(async (path: string) => {
    if (path.startsWith('results/sheets/')) return SHEET;
    if (path in ANSWERS) return ANSWERS[path];
    throw new HttpError(404, `No answer for ${path}`);
  });
  http.put.mockReset();
});

describe('Exams › Exam Result, the picker', { timeout: 20_000 }, () => {
  it('puts the exams open for marks first and shows the sections, the user’s own first, with their progress', async () => {
    localStorage.setItem(`sd.draft.3.7.${draftKind}.22.5`, JSON.stringify({ savedAt: 1, value: { exam_id: 3, base_version: 0, rows: {} } }));
    const onSearch = open({});
    const select = (await screen.findByRole('combobox', { name: 'Exam' })) as HTMLSelectElement;
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Open for marks', 'Not open yet', 'Closed (marks locked)']);
    expect(select.value).toBe('3');
    expect(screen.getByText('Active')).toBeTruthy();

    const own = await screen.findByRole('region', { name: 'Your sections' });
    const card = within(own).getByRole('link', { name: /Grade 4 A/ });
    expect(card.textContent).toContain('3 students · 1 of 2 papers complete');
    expect(card.textContent).toContain('Not sent');
    expect(card.getAttribute('href')).toBe('#/exams/exam-entry?exam=3&section=5');
    expect(within(screen.getByRole('region', { name: 'Other sections' })).getByRole('link', { name: /Grade 4 B/ }).textContent).not.toContain('Not sent');

    fireEvent.change(select, { target: { value: '2' } });
    expect(onSearch).toHaveBeenCalledWith({ exam: 2 });
  });

  it("lists a section's papers with how far each one's marks are, and keeps their sheets for offline", async () => {
    open({ exam: 3, section: 5 });
    const papers = await screen.findByRole('list', { name: 'Papers' });
    const maths = within(papers).getByRole('link', { name: /Mathematics/ });
    await waitFor(() => expect(maths.textContent).toContain('3 of 3 entered'));
    expect(maths.textContent).toContain('Complete');
    expect(maths.getAttribute('href')).toBe('#/exams/exam-entry?exam=3&section=5&paper=21');
    expect(within(papers).getByRole('link', { name: /English/ }).textContent).toContain('In progress');
    await waitFor(() => expect(http.get).toHaveBeenCalledWith('results/sheets/22/5', undefined, expect.anything()));
  });

  it("saves the class teacher's report card remarks as one list", async () => {
    http.put.mockResolvedValue({ message: 'The remarks have been saved', changed: 1, remarks: [{ student_id: 11, remark: 'A pleasure' }] });
    open({ exam: 3, section: 5, tab: 'remarks' });
    const amina = (await screen.findByRole('textbox', { name: 'Remark for Amina Otieno' })) as HTMLInputElement;
    expect((screen.getByRole('textbox', { name: 'Remark for Baraka Njoroge' }) as HTMLInputElement).value).toBe('Works hard');
    fireEvent.change(amina, { target: { value: 'A pleasure ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save remarks' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    expect(http.put).toHaveBeenCalledWith('results/remarks', {
      exam_id: 3,
      section_id: 5,
      remarks: [
        { student_id: 11, remark: 'A pleasure' },
        { student_id: 12, remark: 'Works hard' },
        { student_id: 13, remark: null },
      ],
    });
  });

  it('says so when there is nothing to choose, or no connection', async () => {
    http.get.mockImplementation(async (path: string) => (path === 'exams' ? [] : []));
    open({});
    await screen.findByRole('heading', { name: 'No exams yet' });
    cleanup();
    http.get.mockRejectedValue(new HttpError(0, 'Cannot reach the server.'));
    open({});
    await screen.findByRole('heading', { name: 'This page needs a connection' });
  });
});

describe('Exams › Exam Result before any exam exists', { timeout: 20_000 }, () => {
  const noExams = () => http.get.mockImplementation(async (path: string) => (path === 'exams' ? [] : ANSWERS[path]));

  it('says an exam comes first and links to the exams set-up for a user who may open it', async () => {
    noExams();
    render(<EntryPickerPage user={{ ...user, privileges: ['exam-entry', 'list-exam'] }} search={{}} onSearch={vi.fn()} />, { wrapper: withClient() });
    expect(await screen.findByText('No exams yet')).toBeTruthy();
    expect(screen.getByText('Marks are entered for an exam: set one up and give it papers, then they show here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up an exam first' }).getAttribute('href')).toBe('#/exams/list');
  });

  it('names what is missing without a link for a marker who cannot set exams up', async () => {
    noExams();
    open({});
    expect(await screen.findByText('No exams yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Set up an exam first' })).toBeNull();
  });
});
