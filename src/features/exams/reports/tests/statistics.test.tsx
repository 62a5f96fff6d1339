import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Privilege } from '@contract';
import { userWith, withClient } from '@/lib/testing';
import { ExamReportPage } from '../components/exam-report-page';
import type { ExamReportSearch } from '../lib/search';
import { statisticsCsv, statisticsFileName } from '../lib/statistics';
import { CLASSES, EXAMS, STATISTICS, cards } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));
const download = vi.hoisted(() => vi.fn());
vi.mock('@/components/data-table/csv', async (original) => ({ ...(await original<object>()), downloadText: download }));

afterEach(cleanup);
beforeEach(() => {
  download.mockReset();
  http.get.mockReset().mockImplementation(async (path: string) => {
    if (path === API.exams) return EXAMS;
    if (path === API.classExam) return CLASSES;
    if (path === API.resultStatistics) return STATISTICS;
    if (path === API.resultStudents) return cards();
    if (path === API.resultCards) return [];
    throw new Error(`unexpected get ${path}`);
  });
});

function show(first: ExamReportSearch, privileges: Privilege[] = ['exam-student-report', 'exam-subject-report']) {
  const searches: ExamReportSearch[] = [];
  function Harness() {
    const [search, setSearch] = useState(first);
    return <ExamReportPage user={userWith(...privileges)} search={search} onSearch={(next) => (searches.push(next), setSearch(next))} />;
  }
  render(<Harness />, { wrapper: withClient() });
  return searches;
}

const cellsOf = (table: HTMLElement, subject: string) => [...within(table).getByRole('rowheader', { name: subject }).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);

describe('Student Exam Report: subject statistics', { timeout: 20_000 }, () => {
  it('covers every section by default, with each paper and section a row', async () => {
    show({ tab: 'statistics' });
    const table = await screen.findByRole('table', { name: 'Subject statistics, Term 1 exam, All sections' });
    expect(screen.getByRole('tab', { name: 'Subject statistics' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Section') as HTMLSelectElement).value).toBe('');
    expect(http.get).toHaveBeenCalledWith(API.resultStatistics, { examId: 11, sectionId: undefined }, expect.anything());
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Subject', 'Section', 'Out of', 'Sat', 'Absent', 'Exempt', 'Mean', 'Median', 'Highest', 'Lowest', 'Pass rate',
    ]);
    expect(cellsOf(table, 'Mathematics')).toEqual(['Grade 7 North', '100', '3', '1', '0', '57.83', '60', '72.5', '41', '100.0%']);
    // Nobody sat Art (all exempt): no figure is made up.
    expect(cellsOf(table, 'Art')).toEqual(['Grade 7 North', '50', '0', '0', '3', '—', '—', '—', '—', '—']);
    expect(screen.getByText(/left out of the mean, median, highest, lowest and pass rate/)).toBeTruthy();
    expect(screen.getByText(/^Grading, Five bands: Percentages/)).toBeTruthy();
  });

  it('draws the grade distribution with every count in words', async () => {
    show({ tab: 'statistics', exam: 11, section: 71 });
    const math = await screen.findByRole('figure', { name: /Mathematics/ });
    expect(http.get).toHaveBeenCalledWith(API.resultStatistics, { examId: 11, sectionId: 71 }, expect.anything());
    expect(within(math).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A0 (0%)', 'B1 (33%)', 'C1 (33%)', 'D1 (33%)', 'E0 (0%)']);
    expect(within(math).getAllByRole('listitem').every((li) => li.querySelector('[aria-hidden="true"]'))).toBe(true);
    expect(within(await screen.findByRole('figure', { name: /Art/ })).getByText('No marks to grade.')).toBeTruthy();
  });

  it('downloads the figures as CSV', async () => {
    show({ tab: 'statistics', exam: 11, section: 71 });
    await screen.findByRole('table', { name: /Subject statistics/ });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(download).toHaveBeenCalledWith('subject-statistics-term-1-exam-grade-7-north.csv', statisticsCsv(STATISTICS));
    expect(statisticsFileName(STATISTICS)).toBe('subject-statistics-term-1-exam.csv');
    expect(statisticsCsv(STATISTICS).split('\r\n')).toEqual([
      'Subject,Class,Section,Out of,Sat,Absent,Exempt,Mean,Median,Highest,Lowest,Pass rate %,Grades',
      'Mathematics,Grade 7,North,100,3,1,0,57.83,60,72.5,41,100,A 0; B 1; C 1; D 1; E 0',
      'Art,Grade 7,North,50,0,0,3,,,,,,P 0; F 0',
      '',
    ]);
  });

  it('switches between the tabs, keeping the exam and section', async () => {
    const searches = show({ exam: 11, section: 71 });
    await screen.findByRole('article', { name: 'Report card of Ann Achebe' });
    fireEvent.click(screen.getByRole('tab', { name: 'Subject statistics' }));
    expect(searches.at(-1)).toMatchObject({ tab: 'statistics', exam: 11, section: 71 });
    expect(await screen.findByRole('table', { name: 'Subject statistics, Term 1 exam, Grade 7 North' })).toBeTruthy();
    // The student choice belongs to the cards.
    expect(screen.queryByLabelText('Student')).toBeNull();
  });

  it('shows the report cards alone to a user without the statistics privilege', async () => {
    show({ tab: 'statistics', exam: 11, section: 71 }, ['exam-student-report']);
    expect(await screen.findByRole('article', { name: 'Report card of Ann Achebe' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(http.get).not.toHaveBeenCalledWith(API.resultStatistics, expect.anything(), expect.anything());
  });
});
