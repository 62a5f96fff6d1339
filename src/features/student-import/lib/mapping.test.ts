// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '@contract';
import { autoMap, buildRows, duplicateColumns, matchHeader, missingRequired, normaliseHeader } from './mapping';

describe('normaliseHeader', () => {
  it('lower-cases and folds spaces and punctuation into single underscores', () => {
    expect(normaliseHeader('  Date of Birth ')).toBe('date_of_birth');
    expect(normaliseHeader('Admission No.')).toBe('admission_no');
    expect(normaliseHeader('Parent  -  Phone')).toBe('parent_phone');
  });
});

describe('matchHeader', () => {
  it('matches every template column as written', () => {
    for (const c of IMPORT_COLUMNS) expect(matchHeader(c)).toBe(c);
  });
  it('matches labels and common aliases', () => {
    expect(matchHeader('First Name')).toBe('first_name');
    expect(matchHeader('Surname')).toBe('last_name');
    expect(matchHeader('DOB')).toBe('date_of_birth');
    expect(matchHeader('Class name')).toBe('class');
    expect(matchHeader('Guardian phone')).toBe('parent_phone');
  });
  it('leaves unknown headers unmapped', () => {
    expect(matchHeader('Favourite colour')).toBe('');
  });
});

describe('autoMap', () => {
  it('maps each column once, the first header winning', () => {
    expect(autoMap(['Admission No', 'Surname', 'Last name', 'Notes'])).toEqual(['admission_no', 'last_name', '', '']);
  });
});

describe('missingRequired and duplicateColumns', () => {
  it('flags required columns no header maps to', () => {
    const missing = missingRequired(['admission_no', 'first_name', 'last_name', 'gender', 'date_of_birth', 'class', 'section', 'parent_name', '']);
    expect(missing).toEqual(['admission_date', 'parent_phone']);
  });
  it('flags a column chosen twice', () => {
    expect(duplicateColumns(['class', 'section', 'class', ''])).toEqual(['class']);
  });
});

describe('buildRows', () => {
  it('puts trimmed cells under their columns and leaves unmapped ones out', () => {
    expect(buildRows([[' A1 ', 'Ann', 'x']], ['admission_no', 'first_name', ''])).toEqual([{ admission_no: 'A1', first_name: 'Ann' }]);
  });
});
