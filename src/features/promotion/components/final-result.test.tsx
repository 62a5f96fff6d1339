import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PromotionPreview, PromotionProposal } from '@contract';
import { withClient } from '@/lib/testing';
import { PromotionDecisions } from './promotion-decisions';

vi.mock('@/lib/http', () => ({ http: { post: vi.fn() } }));
afterEach(cleanup);

const student = (id: number, fullname: string, proposed: PromotionProposal['proposed'], final_result: PromotionProposal['final_result']): PromotionProposal => ({
  student_id: id, admission_no: `ADM-${id}`, fullname, proposed, target_section_id: proposed === 'repeated' ? 31 : 41, already: null, final_result,
});

const preview = (students: PromotionProposal[]): PromotionPreview => ({
  section_id: 21, class_id: 7, class_name: 'Grade 7', next_class_id: 8, next_class_name: 'Grade 8',
  next_sections: [{ id: 41, name: 'North', capacity: 40, enrolled: 10 }], repeat_sections: [{ id: 31, name: 'North', capacity: 40, enrolled: 5 }],
  from_year_name: '2026/2027', target_year_name: '2027/2028', current_until: '2027-07-31', takes_effect_on: '2027-09-01', today: '2027-07-20', students,
});

function show(students: PromotionProposal[]) {
  render(<PromotionDecisions preview={preview(students)} targetYearId={4} targetYearName="2027/2028" sectionName="North" />, { wrapper: withClient() });
  return screen.getByRole('table');
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe("promotion: the final exam report's part", () => {
  it("shows each student's final result, and proposes repeating for a fail that the user still confirms", () => {
    const table = show([
      student(1, 'Ann Achebe', 'promoted', { outcome: 'pass', percent: 76.8, failed_subjects: [] }),
      student(2, 'Ben Bello', 'repeated', { outcome: 'fail', percent: 45, failed_subjects: ['Mathematics', 'Science'] }),
      student(3, 'Dee Dube', 'promoted', { outcome: 'incomplete', percent: 66, failed_subjects: [] }),
      student(4, 'Eve Eze', 'promoted', null),
    ]);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Student', 'Final exam report', 'Outcome', 'Section in 2027/2028', 'Status']);
    const cells = (name: string) => [...rowOf(table, name).querySelectorAll('td')].map((td) => td.textContent);
    expect(cells('Ann Achebe')[0]).toBe('Pass76.8%');
    expect(cells('Ben Bello')[0]).toBe('Fail45%Failed: Mathematics, Science');
    expect(cells('Dee Dube')[0]).toBe('Incomplete66%');
    expect(cells('Eve Eze')[0]).toBe('No exam results');
    // The failing student's proposal is Repeated, with why; it stays a choice.
    const ben = rowOf(table, 'Ben Bello');
    expect((within(ben).getByLabelText('Outcome for Ben Bello') as HTMLSelectElement).value).toBe('repeated');
    expect(ben.textContent).toContain('Proposed: repeated (failed the final exam report)');
    expect((within(rowOf(table, 'Ann Achebe')).getByLabelText('Outcome for Ann Achebe') as HTMLSelectElement).value).toBe('promoted');
    expect(screen.getByText(/The proposals follow the final exam report of 2026\/2027: a student who failed it is proposed/).textContent).toContain('nothing is saved until you confirm');
    expect(screen.getByRole('button', { name: 'Confirm promotion' })).toBeTruthy();
  });

  it('adds nothing when the year has no exam results', () => {
    const table = show([student(1, 'Ann Achebe', 'promoted', null)]);
    expect(within(table).queryByRole('columnheader', { name: 'Final exam report' })).toBeNull();
    expect(screen.queryByText(/final exam report of/)).toBeNull();
  });
});
