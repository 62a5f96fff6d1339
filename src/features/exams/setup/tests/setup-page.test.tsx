import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Privilege, type SchoolClass } from '@contract';
import { HttpError } from '@/lib/http-error';
import { describedBy, enter, page, pressUntilSent, userWith, withClient } from '@/lib/testing';
import { notify } from '@/lib/toast';
import { ExamsSetupPage } from '../components/exams-setup-page';
import { PapersPage } from '../components/papers-page';
import { EXAMS, PAPER, SUBJECTS, SYSTEM, TYPES, YEARS } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const CLASSES = [
  { id: 6, name: 'Grade 6' },
  { id: 7, name: 'Grade 7' },
] as SchoolClass[];
const READS: Record<string, unknown> = { [API.exams]: EXAMS, [API.examTypes]: TYPES, [API.gradingSystems]: [SYSTEM], [API.examSubjects]: [PAPER] };
const LISTS: Record<string, unknown> = { [API.academic]: page(YEARS), [API.classes]: page(CLASSES), [API.subjects]: page(SUBJECTS) };

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.get.mockReset().mockImplementation((path: string) => (path in READS ? Promise.resolve(READS[path]) : Promise.reject(new Error(`unexpected ${path}`))));
  http.list.mockReset().mockImplementation((path: string) => (path in LISTS ? Promise.resolve(LISTS[path]) : Promise.reject(new Error(`unexpected ${path}`))));
  http.post.mockReset();
  http.put.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

describe('Exams › List', { timeout: 20_000 }, () => {
  const renderPage = (privileges: Privilege[], tab?: 'types' | 'grading') => {
    const onSearch = vi.fn();
    render(<ExamsSetupPage user={userWith(...privileges)} search={{ tab }} onSearch={onSearch} />, { wrapper: withClient() });
    return onSearch;
  };

  it('shows only the tabs the user may list, and puts the tab chosen in the address', async () => {
    const onSearch = renderPage(['list-exam', 'grading']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Exams', 'Grading systems']);
    await screen.findByRole('table', { name: 'Exams of 2030/2031, newest first' });
    fireEvent.click(screen.getByRole('tab', { name: 'Grading systems' }));
    expect(onSearch).toHaveBeenCalledWith({ tab: 'grading' });
  });

  it('the exam types tab states each type’s share of the final report', async () => {
    renderPage(['exam-types', 'add-exam-type', 'update-exam-type'], 'types');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Exam types']);
    const table = await screen.findByRole('table', { name: 'Exam types and their share of the final report' });
    expect(screen.getByText('Final report: Mid-term 20% · End of term 30% · Annual 50%')).toBeTruthy();
    const annual = within(table).getByRole('row', { name: /Annual/ });
    expect(within(annual).getAllByRole('cell').map((c) => c.textContent)).toEqual(['50', '50%', '0', 'Edit']);
  });

  it('with no connection, a list never read says it needs one', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    http.get.mockRejectedValue(new HttpError(0, 'The server cannot be reached.'));
    renderPage(['exam-types', 'grading'], 'types');
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('This needs a connection');
    expect(problem.textContent).toContain('The exam types are read from the server each time');
  });

  it('edits a type with its version; a taken name shows at the name', async () => {
    renderPage(['exam-types', 'update-exam-type'], 'types');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Annual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Annual' });
    enter(within(dialog).getByLabelText(/^Name/), 'Mid-term');
    enter(within(dialog).getByLabelText(/^Weight/), '40');
    const taken = 'An exam type with this name already exists.';
    http.put.mockRejectedValue(new HttpError(409, taken, [{ path: 'name', message: taken }]));
    await pressUntilSent(() => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement, http.put);
    expect(http.put).toHaveBeenCalledWith(`${API.examTypes}/3`, { name: 'Mid-term', weight: 40, version: 2 });
    await waitFor(() => expect(describedBy(within(dialog).getByLabelText(/^Name/))).toBe(taken));
  });
});

describe('Exams › Exam subjects page', { timeout: 20_000 }, () => {
  const renderPapers = (search = {}) => {
    const onSearch = vi.fn();
    render(<PapersPage user={userWith('exam-subject', 'add-exam-subject', 'update-exam-subject')} search={search} onSearch={onSearch} />, { wrapper: withClient() });
    return onSearch;
  };

  it('opens on the newest active exam and the first class, and the picks go to the address', async () => {
    const onSearch = renderPapers();
    await screen.findByRole('table', { name: 'Papers of Grade 6 in Term 1 mid-term: marks, date and grading' });
    expect((screen.getByLabelText('Exam') as HTMLSelectElement).value).toBe('30');
    fireEvent.change(screen.getByLabelText('Class'), { target: { value: '7' } });
    expect(onSearch).toHaveBeenCalledWith({ class: 7 });
    fireEvent.change(screen.getByLabelText('Exam'), { target: { value: '31' } });
    expect(onSearch).toHaveBeenLastCalledWith({ exam: 31 });
  });

  it('adds one paper from the class’s subjects not set yet, graded by the exam’s system unless chosen', async () => {
    renderPapers({ exam: 30, class: 7 });
    await screen.findByRole('table', { name: 'Papers of Grade 7 in Term 1 mid-term: marks, date and grading' });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add paper' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Add paper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a paper for Grade 7' });
    const subject = within(dialog).getByLabelText(/^Subject/);
    expect(within(subject).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a subject', 'Biology', 'Chemistry', 'Mathematics']);
    const grading = within(dialog).getByLabelText('Grading system');
    expect(within(grading).getAllByRole('option')[0]!.textContent).toBe("Exam's: Secondary A–E");

    fireEvent.change(subject, { target: { value: '104' } });
    enter(within(dialog).getByLabelText(/^Maximum marks/), '60');
    enter(within(dialog).getByLabelText(/^Pass marks/), '30');
    enter(within(dialog).getByLabelText('Date sat'), '2030-10-16');
    http.post.mockResolvedValue({ message: 'The exam subject has been saved', id: 9 });
    await pressUntilSent(() => within(dialog).getByRole('button', { name: 'Add paper' }) as HTMLButtonElement, http.post);
    expect(http.post).toHaveBeenCalledWith(API.examSubjects, {
      exam_id: 30,
      class_id: 7,
      subject_id: 104,
      max_marks: 60,
      pass_marks: 30,
      date: '2030-10-16',
      grading_system_id: null,
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The exam subject has been saved'));
  });
});
