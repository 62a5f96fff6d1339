import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Privilege, type ReportCards } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { userWith, withClient } from '@/lib/testing';
import { notify } from '@/lib/toast';
import { ExamReportPage } from '../components/exam-report-page';
import type { ExamReportSearch } from '../lib/search';
import { ANN_V1, CLASSES, EXAMS, ISSUED, STATISTICS, cards } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

let sectionCards: ReportCards;
afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  sectionCards = cards();
  http.post.mockReset().mockResolvedValue({ message: 'Issued', issued: 1, unchanged: 2 });
  http.get.mockReset().mockImplementation(async (path: string, params?: Record<string, unknown>) => {
    if (path === API.exams) return EXAMS;
    if (path === API.classExam) return CLASSES;
    if (path === API.resultStudents) return params?.studentId ? { ...sectionCards, cards: sectionCards.cards.filter((c) => c.student.id === params.studentId) } : sectionCards;
    if (path === API.resultCards) return ISSUED;
    if (path === `${API.resultCards}/900`) return ANN_V1;
    if (path === API.resultStatistics) return STATISTICS;
    throw new Error(`unexpected get ${path}`);
  });
});

const PRIVILEGES: Privilege[] = ['exam-student-report', 'exam-subject-report'];

function show(first: ExamReportSearch = {}, privileges = PRIVILEGES) {
  const print = vi.fn();
  const searches: ExamReportSearch[] = [];
  function Harness() {
    const [search, setSearch] = useState(first);
    return (
      <ExamReportPage
        user={userWith(...privileges)}
        search={search}
        print={print}
        onSearch={(next) => {
          searches.push(next);
          setSearch(next);
        }}
      />
    );
  }
  render(<Harness />, { wrapper: withClient() });
  return { print, searches };
}

const cardOf = (name: string) => screen.findByRole('article', { name: `Report card of ${name}` });
const rowOf = (article: HTMLElement, subject: string) => [...within(article).getByRole('rowheader', { name: subject }).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);

describe('Student Exam Report: report cards', { timeout: 20_000 }, () => {
  it('shows the newest exam with marks and the own section first, one card per student', async () => {
    show();
    const ann = await cardOf('Ann Achebe');
    // Mid-term 2 is Pending: the newest exam with marks (Term 1) is shown; the own section (South) is chosen.
    expect((screen.getByLabelText('Exam') as HTMLSelectElement).value).toBe('11');
    expect((screen.getByLabelText('Section') as HTMLSelectElement).value).toBe('72');
    expect(http.get).toHaveBeenCalledWith(API.resultStudents, { examId: 11, sectionId: 72, studentId: undefined }, expect.anything());
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(ann.textContent).toContain('Greenfield School');
    expect(ann.textContent).toContain('Term 1 exam');
    expect(ann.textContent).toContain('ADM-501');
  });

  it('writes Absent and Exempt in the marks, never a 0, and totals only the papers sat', async () => {
    show({ exam: 11, section: 71 });
    const ann = await cardOf('Ann Achebe');
    expect(rowOf(ann, 'Mathematics')).toEqual(['72.5 / 100', '72.5%', 'B', '3', 'Very good']);
    expect(rowOf(ann, 'English')).toEqual(['Absent', '', '', '', '']);
    expect(rowOf(ann, 'Art')).toEqual(['Exempt', '', '', '', '']);
    expect(rowOf(ann, 'Total of papers sat')).toEqual(['72.5 / 100', '72.5%', 'B', '3.00', 'mean point']);
    expect(ann.textContent).toContain('1 paper sat · 1 absent · 1 exempt');
    expect(ann.textContent).toContain('never counted as 0');
    expect(ann.textContent).not.toMatch(/\b0 \/ 100/);
    // The paper graded by the pass/fail system shows its own precision (whole numbers).
    expect(rowOf(await cardOf('Ben Bello'), 'Art')).toEqual(['30 / 100', '30%', 'F', '0', '']);
  });

  it('words positions as competition ranks: equal percentages share a position and the next skips', async () => {
    show({ exam: 11, section: 71 });
    await cardOf('Cy Cole');
    const positions = screen.getAllByRole('article').map((a) => within(a).getByText('Position').nextElementSibling!.textContent);
    expect(positions).toEqual(['Position 1 of 3', 'Position 1 of 3', 'Position 3 of 3']);
  });

  it('prints one card per A4 page, with the attendance, remarks and grading key on each', async () => {
    const { print } = show({ exam: 11, section: 71 });
    const ann = await cardOf('Ann Achebe');
    expect(document.querySelector('style')!.textContent).toContain('@page { size: A4 portrait');
    const sheets = screen.getAllByRole('article');
    expect(sheets.every((s) => s.className.includes('[&:not(:last-child)]:break-after-page') && s.className.includes('break-inside-avoid'))).toBe(true);
    expect(sheets.at(-1)!.nextElementSibling).toBeNull();
    expect(ann.textContent).toContain('Attendance 1 Sep 2026 – 27 Nov 2026: present 57, absent 2, excused 1 of 60 days marked (95.0%)');
    expect(ann.textContent).toContain("Class teacher's remark: Keeps improving.");
    expect(ann.textContent).toContain('Remark: Very good');
    const key = within(ann).getByRole('group', { name: 'Grading key' });
    expect(key.textContent).toContain('Five bands: Percentages rounded half up to 1 decimal place, then graded.');
    expect(key.textContent).toContain('Pass or fail: Percentages truncated');
    expect(within(key).getByRole('list', { name: 'Grades of Five bands' }).textContent).toContain('B 65.0–79.9% · 3 pts · Very good');
    fireEvent.click(screen.getByRole('button', { name: 'Print 3 cards' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Print 3 cards' }).closest('.print\\:hidden')).toBeTruthy();
  });

  it('stamps the cards of an exam still open as provisional', async () => {
    sectionCards = cards(undefined, 'Active');
    show({ exam: 11, section: 71 });
    expect((await cardOf('Ann Achebe')).textContent).toContain('Provisional: Term 1 exam is still active');
  });

  it('shows one student when chosen, and issues only that card', async () => {
    const { searches } = show({ exam: 11, section: 71 });
    await cardOf('Ben Bello');
    fireEvent.change(screen.getByLabelText('Student'), { target: { value: '501' } });
    expect(searches.at(-1)).toEqual({ exam: 11, section: 71, student: 501, issued: undefined });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(http.get).toHaveBeenCalledWith(API.resultStudents, { examId: 11, sectionId: 71, studentId: 501 }, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Issue report card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue report cards' });
    expect(dialog.textContent).toContain('The report card of Ann Achebe for Term 1 exam will be issued.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Issue the card' })));
    expect(http.post).toHaveBeenCalledWith(API.resultCards, { exam_id: 11, section_id: 71, student_ids: [501] });
  });
});

describe('Issuing report cards', { timeout: 20_000 }, () => {
  it('explains that issued cards are frozen before issuing, then says how many were issued and unchanged', async () => {
    show({ exam: 11, section: 71 });
    await cardOf('Ann Achebe');
    fireEvent.click(screen.getByRole('button', { name: 'Issue report cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue report cards' });
    expect(dialog.textContent).toContain('The 3 report cards of Grade 7 North for Term 1 exam will be issued.');
    expect(dialog.textContent).toContain('An issued card is frozen');
    expect(dialog.textContent).toContain('Issuing again after a correction makes a new version; the earlier one stays readable');
    // Cancel sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(http.post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Issue report cards' }));
    const again = await screen.findByRole('dialog', { name: 'Issue report cards' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Issue 3 cards' })));
    expect(http.post).toHaveBeenCalledWith(API.resultCards, { exam_id: 11, section_id: 71 });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('1 report card issued; 2 unchanged since their last issue were not issued again.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('warns in the confirm when the exam is still open', async () => {
    sectionCards = cards(undefined, 'Active');
    show({ exam: 11, section: 71 });
    await cardOf('Ann Achebe');
    fireEvent.click(screen.getByRole('button', { name: 'Issue report cards' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Term 1 exam is still Active: its marks can still change.');
  });

  it('cannot issue without the report-card privilege', async () => {
    show({ exam: 11, section: 71, tab: 'cards' }, ['exam-subject-report']);
    // Without exam-student-report the page is statistics only.
    expect(screen.queryByRole('tab')).toBeNull();
    await screen.findByRole('heading', { name: /Term 1 exam · 2026\/2027/ });
    expect(screen.queryByRole('button', { name: /Issue/ })).toBeNull();
  });
});

describe('Issued versions', { timeout: 20_000 }, () => {
  it('lists every version, newest first per student, and opens one read-only as it was issued', async () => {
    const { searches } = show({ exam: 11, section: 71 });
    await cardOf('Ann Achebe');
    const list = screen.getByText('Issued versions').closest('details')!;
    await waitFor(() => expect(list.querySelector('summary')!.textContent).toContain('2 students, 3 versions'));
    fireEvent.click(list.querySelector('summary')!);
    const rows = within(list).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows[0]).toContain('Ann Achebe');
    expect(rows[0]).toContain('Version 2 · issued 3 Dec 2026, 11:05 by Mary Wanjiku');
    expect(rows[0]).toContain('Latest');
    expect(rows[1]).toContain('Version 1 · issued 1 Dec 2026, 09:00 by Mary Wanjiku');
    expect(rows[1]).not.toContain('Latest');

    fireEvent.click(within(list).getByRole('button', { name: "Open version 1 of Ann Achebe's card" }));
    expect(searches.at(-1)).toMatchObject({ issued: 900 });
    expect(await screen.findByText(/Ann Achebe: Version 1 · issued 1 Dec 2026, 09:00 by Mary Wanjiku/)).toBeTruthy();
    const frozen = await cardOf('Ann Achebe');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // The snapshot's marks (70), not today's (72.5), and its version on paper.
    expect(rowOf(frozen, 'Mathematics')[0]).toBe('70 / 100');
    expect(frozen.textContent).toContain('Issued copy · Version 1');
    expect(screen.queryByRole('button', { name: /Issue report/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the current cards' }));
    expect(searches.at(-1)).toMatchObject({ issued: undefined });
    expect(rowOf(await cardOf('Ann Achebe'), 'Mathematics')[0]).toBe('72.5 / 100');
  });

  it("shows only the chosen student's versions", async () => {
    show({ exam: 11, section: 71, student: 502 });
    await cardOf('Ben Bello');
    const list = screen.getByText('Issued versions').closest('details')!;
    await waitFor(() => expect(list.querySelector('summary')!.textContent).toContain('1 student, 1 version'));
  });
});

describe('Student Exam Report: states', { timeout: 20_000 }, () => {
  it('says it needs a connection when the exams cannot be reached', async () => {
    http.get.mockRejectedValue(toHttpError(0, null));
    show();
    expect(await screen.findByRole('heading', { name: 'This needs a connection' })).toBeTruthy();
  });

  it('says when nobody sits the exam in the section', async () => {
    sectionCards = cards([]);
    show({ exam: 11, section: 71 });
    expect(await screen.findByText(/Nobody sits Term 1 exam in Grade 7 North/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Issue report card' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when there is no exam yet', async () => {
    http.get.mockImplementation(async (path: string) => (path === API.exams ? [] : []));
    show({}, [...PRIVILEGES, 'list-exam']);
    expect(await screen.findByText('No exam has been set up yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to exams' }).getAttribute('href')).toBe('#/exams/list');
  });

  it('shows why a card cannot load', async () => {
    http.get.mockImplementation(async (path: string) => {
      if (path === API.exams) return EXAMS;
      if (path === API.classExam) return CLASSES;
      if (path === API.resultCards) return [];
      throw toHttpError(403, { message: 'You can only see the results of your own classes.' });
    });
    show({ exam: 11, section: 71 });
    expect(await screen.findByText('You can only see the results of your own classes.')).toBeTruthy();
  });
});
