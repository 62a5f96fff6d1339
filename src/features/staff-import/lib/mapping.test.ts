// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STAFF_IMPORT_COLUMNS, STAFF_IMPORT_REQUIRED } from '@contract';
import { buildRows } from '@/components/import/column-mapping';
import { STAFF_COLUMN_LABELS, staffMapping } from './mapping';

const { matchHeader, autoMap, missingRequired, columnOf } = staffMapping;

describe('staff import mapping', () => {
  it('matches every template column and every label as written', () => {
    for (const c of STAFF_IMPORT_COLUMNS) {
      expect(matchHeader(c)).toBe(c);
      expect(matchHeader(STAFF_COLUMN_LABELS[c])).toBe(c);
    }
  });

  it("matches a payroll sheet's usual headers to the employee form's fields", () => {
    expect(matchHeader('Staff No.')).toBe('number');
    expect(matchHeader('Surname')).toBe('last_name');
    expect(matchHeader('Designation')).toBe('job_title');
    expect(matchHeader('Role')).toBe('job_title');
    expect(matchHeader('Employee type')).toBe('type');
    expect(matchHeader('Date hired')).toBe('hire_date');
    expect(matchHeader('Basic Salary')).toBe('base_salary');
    expect(matchHeader('Bank')).toBe('bank_name');
    expect(matchHeader('Account Number')).toBe('bank_account');
    expect(matchHeader('Mobile')).toBe('phone');
    expect(matchHeader('ID Number')).toBe('national_id');
    expect(matchHeader('Favourite colour')).toBe('');
  });

  it('maps a whole header once per field, and names the required fields still missing', () => {
    const mapping = autoMap(['Staff No', 'First Name', 'Surname', 'Last name', 'Sex', 'Designation', 'Title', 'Salary', 'Notes']);
    expect(mapping).toEqual(['number', 'first_name', 'last_name', '', 'gender', 'job_title', '', 'base_salary', '']);
    expect(missingRequired(mapping)).toEqual(['type', 'hire_date']);
    expect(missingRequired([...STAFF_IMPORT_REQUIRED])).toEqual([]);
  });

  it('reads a select value back as a field or "leave out"', () => {
    expect(columnOf('hire_date')).toBe('hire_date');
    expect(columnOf('admission_no')).toBe('');
    expect(columnOf('')).toBe('');
  });

  it('builds the rows the API takes, trimmed, without unmapped columns', () => {
    const mapping = autoMap(['Name', 'First name', 'Salary']);
    expect(buildRows([['ignored', ' Ann ', ' 1,000 ']], mapping)).toEqual([{ first_name: 'Ann', base_salary: '1,000' }]);
  });
});
