import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Exam, type ExamSubject } from '@contract';
import { HttpError } from '@/lib/http-error';
import { describedBy, enter, page, pressUntilSent, withClient } from '@/lib/testing';
import { notify } from '@/lib/toast';
import { toFormRows } from '../api/papers';
import { PapersPanel } from '../components/papers-panel';
import { ACTIVE, CLOSED, OLD_SYSTEM, PAPER, SUBJECTS, SYSTEM } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const MARKED: ExamSubject = { ...PAPER, id: 502, subject_id: 106, subject_name: 'History', grading_system_id: 5, grading_system_name: 'Old scale', max_marks: 50, pass_marks: 25, date: null, results: 31 };
let papers: ExamSubject[] = [PAPER, MARKED];

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  papers = [PAPER, MARKED];
  http.get.mockReset().mockImplementation((path: string) => {
    if (path === API.examSubjects) return Promise.resolve(papers);
    if (path === API.gradingSystems) return Promise.resolve([SYSTEM, OLD_SYSTEM]);
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  http.list.mockReset().mockImplementation((path: string) => (path === API.subjects ? Promise.resolve(page(SUBJECTS)) : Promise.reject(new Error(`unexpected ${path}`))));
  http.post.mockReset();
  http.put.mockReset();
  http.delete.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const renderPanel = (exam: Exam = ACTIVE, canUpdate = true) =>
  render(<PapersPanel exam={exam} classId={7} className="Grade 7" canAdd canUpdate={canUpdate} whyNotUpdate={canUpdate ? undefined : 'no'} />, { wrapper: withClient() });
const table = () => screen.findByRole('table', { name: `Papers of Grade 7 in ${ACTIVE.name}: marks, date and grading` });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function openBulk() {
  renderPanel();
  await table();
  await waitFor(() => expect(button("Add the class's subjects").disabled).toBe(false));
  fireEvent.click(button("Add the class's subjects"));
  return screen.findByRole('dialog', { name: `Add Grade 7's subjects to ${ACTIVE.name}` });
}
const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
const marks = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;

describe('Exams › Exam subjects', { timeout: 20_000 }, () => {
  it('lists the class’s papers: marks, date, the grading system (the exam’s when none of its own) and results', async () => {
    renderPanel();
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['English', 'History']);
    expect(rows[0]!.textContent).toContain("Exam's: Secondary A–E");
    expect(rows[0]!.textContent).toContain('15 Oct 2030');
    expect(rows[1]!.textContent).toContain('Old scale');
    expect(http.get).toHaveBeenCalledWith(API.examSubjects, { exam_id: 30, class_id: 7 }, expect.anything());
    expect(button('Delete English').disabled).toBe(false);
    expect(button('Delete History').disabled).toBe(true);
    expect(button('Delete History').title).toBe('31 results are entered on this paper: it cannot be deleted.');
  });

  it('a closed exam’s papers are read-only, and the page says why', async () => {
    renderPanel(CLOSED);
    await screen.findByRole('table', { name: `Papers of Grade 7 in ${CLOSED.name}: marks, date and grading` });
    expect(screen.getByRole('note').textContent).toContain('Term 3 exam is closed, so its papers are shown read-only.');
    expect(screen.queryByRole('button', { name: 'Add paper' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Add the class's subjects" })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('deletes a paper with no results after asking', async () => {
    http.delete.mockResolvedValue({ message: 'The exam subject has been deleted' });
    renderPanel();
    await table();
    fireEvent.click(button('Delete English'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete paper' });
    expect(confirm.textContent).toContain('Delete the English paper of Grade 7 from Term 1 mid-term?');
    await pressUntilSent(() => within(confirm).getByRole('button', { name: 'Yes, delete' }) as HTMLButtonElement, http.delete);
    expect(http.delete).toHaveBeenCalledWith(`${API.examSubjects}/501`);
  });

  it('the bulk dialog lists the class’s active subjects with no paper yet, ticked at 100 and 50', async () => {
    const dialog = await openBulk();
    const names = within(dialog).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels?.[0]?.textContent);
    expect(names).toEqual(['Biology', 'Chemistry', 'Mathematics']);
    expect(['Biology', 'Chemistry', 'Mathematics'].every((n) => box(dialog, n).checked)).toBe(true);
    expect(marks(dialog, 'Maximum marks, Biology').value).toBe('100');
    expect(marks(dialog, 'Pass marks, Biology').value).toBe('50');
    expect(within(dialog).getByRole('button', { name: 'Add 3 papers' })).toBeTruthy();
  });

  it('sends only the ticked subjects with their own marks, and a refusal lands on the row it names', async () => {
    const dialog = await openBulk();
    fireEvent.click(box(dialog, 'Chemistry'));
    await waitFor(() => expect(marks(dialog, 'Maximum marks, Chemistry').disabled).toBe(true));
    enter(marks(dialog, 'Maximum marks, Mathematics'), '80');
    enter(marks(dialog, 'Pass marks, Mathematics'), '90');
    await waitFor(() => expect(describedBy(marks(dialog, 'Pass marks, Mathematics'))).toBe('Mathematics: Pass marks cannot exceed the maximum.'));
    expect((within(dialog).getByRole('button', { name: 'Add 2 papers' }) as HTMLButtonElement).disabled).toBe(true);
    enter(marks(dialog, 'Pass marks, Mathematics'), '40.5');
    fireEvent.change(within(dialog).getByLabelText('Grading system for these papers'), { target: { value: '3' } });

    const taken = 'Mathematics already has a paper in this exam for Grade 7.';
    http.post.mockRejectedValue(new HttpError(409, taken, [{ path: 'subjects.1.subject_id', message: taken }]));
    await pressUntilSent(() => within(dialog).getByRole('button', { name: 'Add 2 papers' }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(`${API.examSubjects}/bulk`, {
      exam_id: 30,
      class_id: 7,
      subjects: [
        { subject_id: 101, max_marks: 100, pass_marks: 50, date: null, grading_system_id: 3 },
        { subject_id: 104, max_marks: 80, pass_marks: 40.5, date: null, grading_system_id: 3 },
      ],
    });
    // The second subject sent is the form's third row.
    await waitFor(() => expect(within(dialog).getByText(`Mathematics: ${taken}`)).toBeTruthy());
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shared marks fill every ticked subject, and nothing ticked cannot be sent', async () => {
    const dialog = await openBulk();
    fireEvent.click(box(dialog, 'Biology'));
    enter(within(dialog).getByLabelText('Maximum for all'), '60');
    enter(within(dialog).getByLabelText('Pass for all'), '30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use for every ticked subject' }));
    await waitFor(() => expect(marks(dialog, 'Maximum marks, Chemistry').value).toBe('60'));
    expect(marks(dialog, 'Pass marks, Mathematics').value).toBe('30');
    expect(marks(dialog, 'Maximum marks, Biology').value).toBe('100');

    fireEvent.click(box(dialog, 'Chemistry'));
    fireEvent.click(box(dialog, 'Mathematics'));
    await waitFor(() => expect(within(dialog).getByText('Tick at least one subject to add.')).toBeTruthy());
    expect((within(dialog).getByRole('button', { name: 'Add papers' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('toFormRows moves a bulk refusal from the row sent to the form row', () => {
    const error = new HttpError(422, 'x', [
      { path: 'subjects.0.max_marks', message: 'a' },
      { path: 'subjects.1.pass_marks', message: 'b' },
      { path: 'class_id', message: 'c' },
    ]);
    const moved = toFormRows(error, [1, 4]) as HttpError;
    expect(moved.issues.map((i) => i.path)).toEqual(['rows.1.max_marks', 'rows.4.pass_marks', 'class_id']);
    expect(moved.status).toBe(422);
  });
});
