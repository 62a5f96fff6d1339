import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, userWith } from '@/lib/testing';
import { StaffImportPage } from './staff-import-page';

const http = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/lib/http', async (original) => ({ ...(await original<object>()), http: (await import('@/lib/testing')).callsByPath(http) }));

const CSV = [
  'Staff No,First name,Surname,Sex,Employee type,Designation,Date hired,Basic salary,Favourite colour',
  'EMP-9,Ann,Otieno,F,teacher,Class teacher,2024-01-08,"45,000",blue',
  ',Bo,Kim,M,manager,Bus driver,2024-02-01,30000,red',
].join('\r\n');

function chooseFile(text: string) {
  const file = new File([text], 'staff.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('StaffImportPage', () => {
  it('maps the columns, shows the problems row by row, fixes a cell in place, then imports every row at once', async () => {
    renderWithQueries(<StaffImportPage user={userWith('add-employee', 'list-employee')} />);
    chooseFile(CSV);

    // Step 2: every header matched to an employee field; the unknown one left out.
    expect(await screen.findByText('Match the columns')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Field for column Staff No').value).toBe('number');
    expect(screen.getByLabelText<HTMLSelectElement>('Field for column Designation').value).toBe('job_title');
    expect(screen.getByLabelText<HTMLSelectElement>('Field for column Employee type').value).toBe('type');
    expect(screen.getByLabelText<HTMLSelectElement>('Field for column Basic salary').value).toBe('base_salary');
    expect(screen.getByLabelText<HTMLSelectElement>('Field for column Favourite colour').value).toBe('');

    http.post.mockResolvedValueOnce({ rows: 2, new_employees: 2, numbered: 1, issues: [{ row: 2, column: 'type', message: 'Type is teacher, staff or driver.' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByText('Type is teacher, staff or driver.')).toBeTruthy();
    expect(http.post).toHaveBeenCalledWith('employees/import/preview', {
      rows: [
        { number: 'EMP-9', first_name: 'Ann', last_name: 'Otieno', gender: 'F', type: 'teacher', job_title: 'Class teacher', hire_date: '2024-01-08', base_salary: '45,000' },
        { number: '', first_name: 'Bo', last_name: 'Kim', gender: 'M', type: 'manager', job_title: 'Bus driver', hire_date: '2024-02-01', base_salary: '30000' },
      ],
    });
    expect(screen.getByText('New employees').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('Numbered for you').nextSibling?.textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'Import 2 employees' })).toHaveProperty('disabled', true);

    // The bad cell is fixed where the problem is shown; the check must then run again.
    fireEvent.change(screen.getByLabelText('Type of row 2'), { target: { value: 'driver' } });
    expect(screen.getByText(/The rows changed since this check/)).toBeTruthy();
    http.post.mockResolvedValueOnce({ rows: 2, new_employees: 2, numbered: 1, issues: [] });
    fireEvent.click(screen.getAllByRole('button', { name: 'Check again' })[0]!);
    expect(await screen.findByText('No problems found.')).toBeTruthy();
    expect(http.post).toHaveBeenLastCalledWith('employees/import/preview', { rows: [expect.objectContaining({ type: 'teacher' }), expect.objectContaining({ type: 'driver' })] });

    http.post.mockResolvedValueOnce({ message: '2 employees have been imported', created: 2, numbered: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 employees' }));
    expect(await screen.findByText('2 employees added, 1 of them numbered for you.')).toBeTruthy();
    expect(http.post).toHaveBeenLastCalledWith('employees/import', expect.objectContaining({ rows: expect.any(Array) }));
    expect(screen.getByRole('link', { name: 'Go to the employees' }).getAttribute('href')).toBe('#/employees/list');
  });

  it('says which required fields no column goes into, and will not check until they do', async () => {
    renderWithQueries(<StaffImportPage user={userWith('add-employee')} />);
    chooseFile('First name,Last name,Salary\r\nAnn,Otieno,100\r\n');
    expect(await screen.findByText('Required fields no column goes into: Gender, Type, Job title, Hire date.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check the rows' })).toHaveProperty('disabled', true);
  });

  it('refuses an empty file with a message about employees', async () => {
    renderWithQueries(<StaffImportPage user={userWith('add-employee')} />);
    chooseFile('First name,Last name\r\n');
    expect(await screen.findByText('The file has a header row but no employees under it.')).toBeTruthy();
    expect(screen.queryByText('Match the columns')).toBeNull();
  });
});
