import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SchoolClass, Section, Student } from '@contract';
import { sectionKeys } from '@/api/sections';
import { StudentForm } from './student-form';

afterEach(cleanup);

const schoolClass = (id: number, name: string) => ({ id, name, version: 1, sort_order: id, next_class_id: null, next_class_name: null, status: 'Active', sections: 1 }) as unknown as SchoolClass;
const section = (id: number, classId: number, name: string) =>
  ({ id, class_id: classId, class_name: '', name, room_id: null, room_name: null, teacher_id: null, teacher_name: null, capacity: 30, enrolled: 0, academic_year_id: 1, status: 'Active', version: 1 }) satisfies Section;

function renderAdmission() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sectionKeys.byClass(1), [section(11, 1, 'North')]);
  client.setQueryData(sectionKeys.byClass(2), [section(21, 2, 'South')]);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(
    <StudentForm mode="admit" suggestedNumber="ADM-1" classes={[schoolClass(1, 'Grade 1'), schoolClass(2, 'Grade 2')]} pending={false} onCancel={() => undefined} onSubmit={() => undefined} />,
    { wrapper },
  );
}

describe('StudentForm (admission)', () => {
  it('keeps focus on Class when the class changes; the section only resets (issue 10, item 4)', async () => {
    renderAdmission();
    const classSelect = screen.getByLabelText(/^Class/) as HTMLSelectElement;
    const sectionSelect = screen.getByLabelText(/^Section/) as HTMLSelectElement;
    classSelect.focus();
    // The arrow keys on a closed select change its value: each step is a change event.
    await act(async () => fireEvent.change(classSelect, { target: { value: '1' } }));
    await waitFor(() => expect(sectionSelect.disabled).toBe(false));
    fireEvent.change(sectionSelect, { target: { value: '11' } });
    classSelect.focus();
    await act(async () => fireEvent.change(classSelect, { target: { value: '2' } }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(document.activeElement).toBe(classSelect);
    expect(sectionSelect.value).toBe('');
  });

  it('starts with the name, so a tablet shows it first (issue 10, item 11)', () => {
    renderAdmission();
    const inputs = [...document.querySelectorAll('input:not([type=hidden]), select, textarea')].map((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\*$/, ''));
    expect(inputs.slice(0, 3)).toEqual(['First name', 'Middle name', 'Last name']);
  });
});

describe('StudentForm (edit)', () => {
  const student = {
    id: 7, version: 3, admission_no: 'ADM-7', first_name: 'Amina', middle_name: null, last_name: 'Okello', gender: 'Female',
    date_of_birth: '2015-03-04T00:00:00.000Z', photo: null, address: 'Plot 4, Kira Road', house: null,
    admission_date: '2024-01-08', fee_discount: 15050, parent_id: 2, parent_name: 'Grace Okello', parent_phone: '0772 100200',
  } as unknown as Student;
  const renderEdit = (row: Student) =>
    render(<StudentForm mode="edit" initial={row} currency="UGX" pending={false} onCancel={() => undefined} onSubmit={() => undefined} />, {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>,
    });
  const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

  it('opens with the record as it is: the day of a timestamp, the discount in major units, blanks for what is missing', () => {
    renderEdit(student);
    expect(field(/^First name/).value).toBe('Amina');
    expect(field(/^Middle name/).value).toBe('');
    expect(field(/^Date of birth/).value).toBe('2015-03-04');
    expect(field(/^Monthly fee discount \(UGX\)/).value).toBe('150.50');
    expect(field(/^Address/).value).toBe('Plot 4, Kira Road');
  });

  it('shows no discount as a blank field, not 0.00', () => {
    renderEdit({ ...student, fee_discount: 0 });
    expect(field(/^Monthly fee discount \(UGX\)/).value).toBe('');
  });
});
