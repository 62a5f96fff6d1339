import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKS_CONFLICT_MESSAGE, type MarkSheet } from '@contract';
import { QueryClient } from '@tanstack/react-query';
import { readDraft } from '@/lib/drafts';
import { HttpError } from '@/lib/http-error';
import { restoreSavedCache } from '@/lib/query-client';
import { savedCopyAtDraftRemoval, withClient } from '@/lib/testing';
import { MarkSheetPage } from '../components/sheet-page';
import { draftId, draftKind, type MarksDraft } from '../lib/marks';
import { EXAMS, GRADING, PAPERS, SHEET, owner, student, user } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({ ...(await importOriginal<object>()), http: (await import('@/lib/testing')).callsByPath(http) }));

const answers = (sheet: MarkSheet) => async (path: string) => {
  if (path === 'exams/grading') return GRADING;
  if (path === 'exams') return EXAMS;
  if (path === 'exams/subjects') return PAPERS;
  if (path.startsWith('results/sheets/')) return sheet;
  throw new HttpError(404, `No answer for ${path}`);
};

const marks = (name: string) => screen.getByRole('textbox', { name: `Marks for ${name}` }) as HTMLInputElement;
const state = (name: string) => screen.getByRole('combobox', { name: `State for ${name}` }) as HTMLSelectElement;
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const draft = () => readDraft<MarksDraft>(owner, draftKind, draftId(21, 5))?.value;
const storeDraft = (value: unknown) => localStorage.setItem(`sd.draft.3.7.${draftKind}.21.5`, JSON.stringify({ savedAt: 1, value }));

function open(onOpenPaper = vi.fn(), client?: QueryClient) {
  render(<MarkSheetPage user={user} paperId={21} sectionId={5} onOpenPaper={onOpenPaper} />, { wrapper: withClient(client) });
  return screen.findByRole('heading', { name: 'Mathematics · Grade 4 A' });
}

afterEach(() => {
  vi.restoreAllMocks();
  // Back online for TanStack's online manager too (it listens while a client is mounted), or
  // the next test's queries wait for ever.
  fireEvent(window, new Event('online'));
  cleanup();
});
beforeEach(() => {
  localStorage.clear();
  http.get.mockReset().mockImplementation(answers(SHEET));
  http.put.mockReset();
});

describe('Exams › a mark sheet', { timeout: 20_000 }, () => {
  it('is driven by the keyboard: Enter and the arrows move between cells, and the grade is live', async () => {
    await open();
    await screen.findByText('Percentages rounded half up to whole numbers, then graded.');
    const amina = marks('Amina Otieno');
    amina.focus();
    fireEvent.change(amina, { target: { value: '45' } });
    expect(within(rowOf('Amina Otieno')).getByText('90%')).toBeTruthy();
    expect(within(rowOf('Amina Otieno')).getByText('A')).toBeTruthy();

    fireEvent.keyDown(amina, { key: 'Enter' });
    expect(document.activeElement).toBe(marks('Baraka Njoroge'));
    fireEvent.change(marks('Baraka Njoroge'), { target: { value: '29.5' } });
    expect(within(rowOf('Baraka Njoroge')).getByText('59%')).toBeTruthy();
    fireEvent.keyDown(marks('Baraka Njoroge'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(marks('Chebet Kiprop'));
    fireEvent.keyDown(marks('Chebet Kiprop'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(marks('Baraka Njoroge'));
    // A focused cell has its text selected: the arrows leave it at once.
    fireEvent.keyDown(marks('Baraka Njoroge'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(state('Baraka Njoroge'));
    fireEvent.keyDown(state('Baraka Njoroge'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(state('Amina Otieno'));
    fireEvent.keyDown(state('Amina Otieno'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(marks('Amina Otieno'));
    // Inside typed text the arrows move the caret, not the focus.
    marks('Amina Otieno').setSelectionRange(1, 1);
    fireEvent.keyDown(marks('Amina Otieno'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(marks('Amina Otieno'));

    expect(screen.getByRole('list', { name: 'Counts' }).textContent).toMatch(/2 entered.*0 absent.*0 exempt.*1 missing/);
    expect(draft()).toEqual({
      exam_id: 3,
      base_version: 0,
      rows: { 11: { state: 'marked', marks: '45', remark: '' }, 12: { state: 'marked', marks: '29.5', remark: '' } },
    });
  });

  it('marks Absent with `a` and Exempt with `x`, never 0, and a digit typed over them marks again', async () => {
    http.put.mockResolvedValue({ message: 'The marks have been saved', changed: 2, sheet: SHEET });
    await open();
    fireEvent.keyDown(marks('Amina Otieno'), { key: 'a' });
    expect(state('Amina Otieno').value).toBe('absent');
    expect(marks('Amina Otieno').value).toBe('');
    expect(marks('Amina Otieno').placeholder).toBe('Absent');
    fireEvent.keyDown(marks('Baraka Njoroge'), { key: 'x' });
    expect(state('Baraka Njoroge').value).toBe('exempt');
    fireEvent.change(marks('Baraka Njoroge'), { target: { value: '7' } });
    expect(state('Baraka Njoroge').value).toBe('marked');
    // A present student's State says "Marked" only once a mark is typed.
    expect(state('Baraka Njoroge').selectedOptions[0]!.textContent).toBe('Marked');
    fireEvent.change(marks('Baraka Njoroge'), { target: { value: '' } });
    expect(state('Baraka Njoroge').selectedOptions[0]!.textContent).toBe('Not marked');
    fireEvent.change(marks('Baraka Njoroge'), { target: { value: '7' } });
    fireEvent.keyDown(marks('Chebet Kiprop'), { key: 'e' });
    expect(screen.getByRole('list', { name: 'Counts' }).textContent).toMatch(/1 entered.*1 absent.*1 exempt.*0 missing/);

    fireEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    expect(http.put).toHaveBeenCalledWith('results/sheets/21/5', {
      base_version: 0,
      complete: false,
      results: [
        { student_id: 11, state: 'absent', marks: null, remark: null },
        { student_id: 12, state: 'marked', marks: 7, remark: null },
        { student_id: 13, state: 'exempt', marks: null, remark: null },
      ],
    });
  });

  it('checks each cell as it is typed, keeps what was typed, and will not save until it is right', async () => {
    await open();
    fireEvent.change(marks('Amina Otieno'), { target: { value: '60' } });
    const amina = marks('Amina Otieno');
    expect(amina.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amina.getAttribute('aria-describedby')!)?.textContent).toBe('At most 50: the paper is out of 50.');
    expect(amina.value).toBe('60');
    fireEvent.change(marks('Baraka Njoroge'), { target: { value: '12.345' } });
    expect(screen.getByText('At most two decimals.')).toBeTruthy();
    fireEvent.change(marks('Chebet Kiprop'), { target: { value: '-3' } });
    expect(screen.getByText('Type a number from 0 to 50, or a for Absent, x for Exempt.')).toBeTruthy();
    expect(screen.getByText('3 marks need correcting before the sheet can be saved.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    expect(http.put).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(marks('Amina Otieno'));
    fireEvent.change(marks('Amina Otieno'), { target: { value: '50' } });
    expect(marks('Amina Otieno').getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps what was typed as a draft that opens again after a reload, marked "Not sent"', async () => {
    await open();
    fireEvent.change(marks('Chebet Kiprop'), { target: { value: '33' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Complete/ }));
    cleanup();

    await open();
    expect(screen.getByText(/are shown and kept here until you save them/)).toBeTruthy();
    expect(marks('Chebet Kiprop').value).toBe('33');
    expect(within(rowOf('Chebet Kiprop')).getByText('Not sent')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Complete/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('2 changes kept on this device. Not sent yet.')).toBeTruthy();
    expect(draft()).toMatchObject({ complete: true, rows: { 13: { state: 'marked', marks: '33', remark: '' } } });
  });

  it('offline, keeps the marks on the device and sends nothing', async () => {
    await open();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent(window, new Event('offline'));
    fireEvent.change(marks('Amina Otieno'), { target: { value: '41' } });
    await screen.findByText('You are offline. Your marks are kept on this device; save them when the connection is back.');
    fireEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(http.put).not.toHaveBeenCalled();
    expect(draft()?.rows).toEqual({ 11: { state: 'marked', marks: '41', remark: '' } });
  });

  it('sends the whole sheet, clears the draft, and goes on to the next paper', async () => {
    const onOpenPaper = vi.fn();
    const saved: MarkSheet = {
      ...SHEET,
      saved: { version: 1, complete: false, updated_by_name: 'Grace Njeri', updated_at: '2026-11-05T09:00:00Z' },
      students: [student(11, 'Amina Otieno', { state: 'marked', marks: 41, remark: null }), ...SHEET.students.slice(1)],
    };
    http.put.mockResolvedValue({ message: 'The marks have been saved', changed: 1, sheet: saved });
    await open(onOpenPaper);
    fireEvent.change(marks('Amina Otieno'), { target: { value: '41' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save & next paper' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save & next paper' }));
    await waitFor(() => expect(onOpenPaper).toHaveBeenCalledWith(22));
    expect(http.put).toHaveBeenCalledWith('results/sheets/21/5', {
      base_version: 0,
      complete: false,
      results: [{ student_id: 11, state: 'marked', marks: 41, remark: null }],
    });
    expect(draft()).toBeUndefined();
    await screen.findByText(/Last saved by Grace Njeri/);
  });

  it('writes the saved marks on the device before the draft leaves, so a reload at once shows them', async () => {
    const saved: MarkSheet = {
      ...SHEET,
      saved: { version: 1, complete: false, updated_by_name: 'Grace Njeri', updated_at: '2026-11-05T09:00:00Z' },
      students: [student(11, 'Amina Otieno', { state: 'marked', marks: 41, remark: null }), ...SHEET.students.slice(1)],
    };
    http.put.mockResolvedValue({ message: 'The marks have been saved', changed: 1, sheet: saved });
    storeDraft({ exam_id: SHEET.exam.id, base_version: 0, rows: { 11: { state: 'marked', marks: '41', remark: '' } } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stopSaving = await restoreSavedCache(client, localStorage);
    // Amina's mark as the device's saved copy holds it at the instant the draft is removed.
    const atRemoval = savedCopyAtDraftRemoval<MarkSheet>(
      (queries) => queries.find((q) => q.queryKey.includes('sheets'))?.state.data.students.find((s) => s.student_id === 11)?.result?.marks ?? 'none',
    );
    await open(vi.fn(), client);
    await waitFor(() => expect(marks('Amina Otieno').value).toBe('41'));
    fireEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    await screen.findByText(/Last saved by Grace Njeri/);
    expect(atRemoval).toEqual([41]);
    stopSaving();
  });

  it('shows both versions when someone else saved first, per student or all, and sends the marks chosen', async () => {
    storeDraft({ exam_id: 3, base_version: 0, rows: { 11: { state: 'absent', marks: '', remark: '' }, 12: { state: 'marked', marks: '20', remark: '' } } });
    const theirs: MarkSheet = {
      ...SHEET,
      saved: { version: 4, complete: false, updated_by_name: 'Office', updated_at: '2026-11-05T09:00:00Z' },
      students: [
        student(11, 'Amina Otieno', { state: 'marked', marks: 30, remark: null }),
        student(12, 'Baraka Njoroge', { state: 'marked', marks: 25, remark: null }),
        SHEET.students[2]!,
      ],
    };
    http.put
      .mockRejectedValueOnce(new HttpError(409, MARKS_CONFLICT_MESSAGE, [], { message: MARKS_CONFLICT_MESSAGE, code: 'conflict', sheet: theirs }))
      .mockResolvedValue({ message: 'The marks have been saved', changed: 1, sheet: theirs });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Save marks' }));

    const dialog = await screen.findByRole('dialog', { name: 'Choose which marks to keep' });
    const amina = within(dialog).getByRole('row', { name: /Amina Otieno/ });
    expect(within(amina).getByLabelText('Absent')).toBeTruthy();
    expect(within(amina).getByLabelText('30')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Theirs for everyone' }));
    fireEvent.click(within(amina).getByLabelText('Absent'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my choice and save' }));

    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(2));
    expect(http.put.mock.calls[1]![1]).toEqual({
      base_version: 4,
      complete: false,
      results: [
        { student_id: 11, state: 'absent', marks: null, remark: null },
        { student_id: 12, state: 'marked', marks: 25, remark: null },
      ],
    });
  });

  it("shows the server's refusal at the cell of the student it names", async () => {
    http.put.mockRejectedValue(
      new HttpError(422, "Marks cannot be more than the paper's maximum, 50.", [
        { path: 'results.1.marks', message: "Marks cannot be more than the paper's maximum, 50." },
      ]),
    );
    await open();
    fireEvent.change(marks('Amina Otieno'), { target: { value: '40' } });
    fireEvent.change(marks('Chebet Kiprop'), { target: { value: '44' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    const chebet = marks('Chebet Kiprop');
    await waitFor(() => expect(chebet.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(chebet.getAttribute('aria-describedby')!)?.textContent).toBe("Marks cannot be more than the paper's maximum, 50.");
    expect(marks('Amina Otieno').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(chebet, { target: { value: '43' } });
    expect(marks('Chebet Kiprop').getAttribute('aria-invalid')).toBeNull();
  });

  it('reads a locked sheet with the reason, and types nothing into it', async () => {
    http.get.mockImplementation(
      answers({
        ...SHEET,
        exam: { ...SHEET.exam, status: 'Closed' },
        lock: { reason: 'This exam is closed: its marks are locked.' },
        students: [student(11, 'Amina Otieno', { state: 'absent', marks: null, remark: null })],
      }),
    );
    await open();
    expect(screen.getByText('This exam is closed: its marks are locked.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save marks' })).toBeNull();
    expect(within(rowOf('Amina Otieno')).getAllByText('Absent').length).toBeGreaterThan(0);
  });

  it('told by its code that the exam closed meanwhile, shows the sheet locked and keeps what was typed on the device', async () => {
    const reason = 'This exam is closed: its marks are locked.';
    http.put.mockRejectedValue(new HttpError(409, reason, [], { message: reason, code: 'locked' }));
    await open();
    http.get.mockImplementation(answers({ ...SHEET, exam: { ...SHEET.exam, status: 'Closed' }, lock: { reason } }));
    fireEvent.change(marks('Amina Otieno'), { target: { value: '41' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save marks' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    expect(draft()?.rows[11]).toEqual({ state: 'marked', marks: '41', remark: '' });
  });
});
