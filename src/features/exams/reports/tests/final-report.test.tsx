import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type AcademicYear, type FinalReport } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { page, userWith, withClient } from '@/lib/testing';
import { FinalReportPage } from '../components/final-report-page';
import { countsLine, finalCsv, finalFileName, sectionsOf, subjectText, weightsLine } from '../lib/final';
import type { FinalReportSearch } from '../lib/search';
import { CLASSES, EXAMS, FINAL, exam } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));
const download = vi.hoisted(() => vi.fn());
vi.mock('@/components/data-table/csv', async (original) => ({ ...(await original<object>()), downloadText: download }));

const YEARS: AcademicYear[] = [
  { id: 4, version: 1, name: '2027/2028', start_date: '2027-09-01', end_date: '2028-07-31', active: false },
  { id: 3, version: 1, name: '2026/2027', start_date: '2026-09-01', end_date: '2027-07-31', active: true },
];
let report: FinalReport | Error;

afterEach(cleanup);
beforeEach(() => {
  report = FINAL;
  download.mockReset();
  http.list.mockReset().mockImplementation(async (path: string) => {
    if (path === API.academic) return page(YEARS);
    throw new Error(`unexpected list ${path}`);
  });
  http.get.mockReset().mockImplementation(async (path: string, params?: Record<string, unknown>) => {
    if (path === API.exams) return params?.academic_year_id === 3 ? [...EXAMS, exam(13, 'Annual exam', 'Active', { start_date: '2027-06-01' })] : [];
    if (path === API.classExam) return params?.examId === 10 ? CLASSES.slice(0, 1) : CLASSES;
    if (path === API.resultsNext) {
      if (report instanceof Error) throw report;
      return params?.sectionId ? { ...report, students: report.students.filter((s) => s.section_id === params.sectionId) } : report;
    }
    throw new Error(`unexpected get ${path}`);
  });
});

function show(first: FinalReportSearch = {}) {
  const searches: FinalReportSearch[] = [];
  function Harness() {
    const [search, setSearch] = useState(first);
    return <FinalReportPage user={userWith('exam-type-report')} search={search} onSearch={(next) => (searches.push(next), setSearch(next))} />;
  }
  render(<Harness />, { wrapper: withClient() });
  return searches;
}

const cellsOf = (table: HTMLElement, student: string) => [...within(table).getByRole('rowheader', { name: new RegExp(student) }).closest('tr')!.querySelectorAll('td')];

describe('Final Exam Report', { timeout: 20_000 }, () => {
  it("opens on the user's own section, never on every section at once", async () => {
    show();
    await waitFor(() => expect(http.get).toHaveBeenCalledWith(API.resultsNext, { accademicId: 3, sectionId: 72 }, expect.anything()));
    expect((screen.getByLabelText('Section') as HTMLSelectElement).value).toBe('72');
    expect(http.get.mock.calls.filter(([path, params]) => path === API.resultsNext && !params?.sectionId)).toEqual([]);
  });

  it("combines the active year's exams by weight", async () => {
    show({ section: 71 });
    const north = await screen.findByRole('table', { name: 'Final results of Grade 7 North' });
    expect(http.get).toHaveBeenCalledWith(API.resultsNext, { accademicId: 3, sectionId: 71 }, expect.anything());
    expect((screen.getByLabelText('Academic year') as HTMLSelectElement).value).toBe('3');
    expect(screen.getByText('Weights:').parentElement!.textContent).toBe('Weights: Mid-term 20% · End of term 30% · Annual 50%');
    expect(screen.getByText('Annual: Annual exam (Active)')).toBeTruthy();
    expect(screen.getByText(/Absent and Exempt papers drop out of the weighting/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Grading key' }).textContent).toContain('Percentages rounded half up to 1 decimal place, then graded.');
    expect(screen.queryByRole('table', { name: 'Final results of Grade 8 East' })).toBeNull();
    expect(within(north).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Student', 'Mathematics', 'English', 'Overall', 'Grade', 'Rank', 'Outcome', 'Failed subjects']);
    const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect([summary('Students'), summary('Pass'), summary('Fail'), summary('Incomplete')]).toEqual(['2', '1', '1', '0']);
  });

  it('marks each outcome with a badge, a failed subject highlighted, an absent one as incomplete', async () => {
    show({ section: 71 });
    const north = await screen.findByRole('table', { name: 'Final results of Grade 7 North' });
    expect(cellsOf(north, 'Ann Achebe').map((td) => td.textContent)).toEqual(['72.5% B', '81.0% A', '76.8%', 'B', '1', 'Pass', '']);
    const ben = cellsOf(north, 'Ben Bello');
    expect(ben.map((td) => td.textContent)).toEqual(['35.0% E (failed)', '55.0% C', '45.0%', 'D', '2', 'Fail', 'Mathematics']);
    expect(ben[0]!.className).toContain('text-red-800');
    expect(ben[1]!.className).not.toContain('text-red-800');
    expect(screen.getByRole('heading', { name: /Grade 7 North/ }).textContent).toContain('2 students · 1 pass · 1 fail · 0 incomplete');
    cleanup();
    show({ section: 81 });
    const dee = cellsOf(await screen.findByRole('table', { name: 'Final results of Grade 8 East' }), 'Dee Dube');
    expect(dee[1]!.textContent).toBe('Absent');
    expect(dee[1]!.getAttribute('title')).toBe('Absent from every exam of the subject: incomplete');
    expect(dee[5]!.textContent).toBe('Incomplete');
  });

  it('narrows to a section and up to an exam, asking the server for exactly that', async () => {
    const searches = show({ section: 81 });
    await screen.findByRole('table', { name: 'Final results of Grade 8 East' });
    // The sections are those sitting any counted exam of the year, each once.
    const section = screen.getByLabelText('Section') as HTMLSelectElement;
    await waitFor(() => expect([...section.options].map((o) => o.textContent)).toEqual(['Grade 7 North', 'Grade 7 South', 'Grade 8 East']));
    // Pending exams do not count: they are not offered.
    expect([...(screen.getByLabelText('Up to exam') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Every exam of the year', 'Mid-term 1 (Mid-term)', 'Term 1 exam (End of term)', 'Annual exam (End of term)',
    ]);
    fireEvent.change(section, { target: { value: '71' } });
    fireEvent.change(screen.getByLabelText('Up to exam'), { target: { value: '11' } });
    expect(searches.at(-1)).toEqual({ section: 71, upTo: 11 });
    await waitFor(() => expect(http.get).toHaveBeenCalledWith(API.resultsNext, { accademicId: 3, sectionId: 71, examId: 11 }, expect.anything()));
    expect(await screen.findByRole('heading', { level: 2, name: /2026\/2027, up to Term 1 exam/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Final results of Grade 8 East' })).toBeNull());
  });

  it('downloads a row per student with each subject and the outcome', async () => {
    show({ section: 71 });
    await screen.findByRole('table', { name: 'Final results of Grade 7 North' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(download).toHaveBeenCalledWith('final-report-2026-2027-grade-7-north.csv', finalCsv({ ...FINAL, students: FINAL.students.filter((s) => s.section_id === 71) }));
    expect(finalCsv(FINAL).split('\r\n').slice(0, 3)).toEqual([
      'Admission no,Student,Class,Section,Mathematics %,Mathematics grade,Mathematics passed,English %,English grade,English passed,Overall %,Grade,Rank,Outcome,Failed subjects',
      'ADM-501,Ann Achebe,Grade 7,North,72.5,B,yes,81.0,A,yes,76.8,B,1,Pass,',
      'ADM-502,Ben Bello,Grade 7,North,35.0,E,no,55.0,C,yes,45.0,D,2,Fail,Mathematics',
    ]);
    expect(finalCsv(FINAL)).toContain('ADM-601,Dee Dube,Grade 8,East,66.0,B,yes,Absent,,,66.0,B,1,Incomplete,');
    expect(finalFileName(FINAL, 'Grade 7 North')).toBe('final-report-2026-2027-grade-7-north.csv');
  });

  it('says when no exam of the year counts yet', async () => {
    report = { ...FINAL, types: FINAL.types.map((t) => ({ ...t, exams: [] })), students: [] };
    show();
    expect(await screen.findByText(/No exam of 2026\/2027 counts yet/)).toBeTruthy();
  });

  it('says it needs a connection rather than loading for ever', async () => {
    report = toHttpError(0, null);
    show();
    expect(await screen.findByRole('heading', { name: 'This needs a connection' })).toBeTruthy();
  });
});

describe('final report wording', () => {
  it('gives each type its share of the summed weights', () => {
    expect(weightsLine([{ name: 'Mid-term', weight: 20 }, { name: 'End of term', weight: 30 }, { name: 'Annual', weight: 50 }])).toBe('Mid-term 20% · End of term 30% · Annual 50%');
    expect(weightsLine([{ name: 'CAT', weight: 1 }, { name: 'Mock', weight: 1 }, { name: 'Final', weight: 2 }])).toBe('CAT 25% · Mock 25% · Final 50%');
    expect(weightsLine([{ name: 'CAT', weight: 1 }, { name: 'Mock', weight: 2 }])).toBe('CAT 33.3% · Mock 66.7%');
    expect(weightsLine([{ name: 'Quiz', weight: 0 }, { name: 'Final', weight: 100 }])).toBe('Quiz 0% (not counted) · Final 100%');
    expect(weightsLine([{ name: 'Quiz', weight: 0 }])).toBe('No exam type carries a weight');
  });

  it('groups students by section and counts the outcomes', () => {
    const sections = sectionsOf(FINAL.students);
    expect(sections.map((s) => [s.name, s.students.length, s.subjects.map((x) => x.name)])).toEqual([
      ['Grade 7 North', 2, ['Mathematics', 'English']],
      ['Grade 8 East', 1, ['Mathematics', 'English']],
    ]);
    expect(countsLine(FINAL.students)).toBe('3 students · 1 pass · 1 fail · 1 incomplete');
    const many = Array.from({ length: 1500 }, (_, i) => ({ outcome: i < 1200 ? ('pass' as const) : ('fail' as const) }));
    expect(countsLine(many)).toBe('1,500 students · 1,200 pass · 300 fail · 0 incomplete');
  });

  it('words a subject: percentage and grade, Absent, Exempt, or nothing', () => {
    const base = { subject_id: 1, subject_name: 'Art', by_type: {}, pass_percent: 40, passed: null, missing: false };
    expect(subjectText({ ...base, percent: 50, grade: 'C' }, 1)).toBe('50.0% C');
    expect(subjectText({ ...base, percent: null, grade: null, missing: true }, 1)).toBe('Absent');
    expect(subjectText({ ...base, percent: null, grade: null }, 1)).toBe('Exempt');
    expect(subjectText(undefined, 1)).toBe('—');
  });
});
