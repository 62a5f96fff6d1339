import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportColumn } from '@contract';
import { columnMapping } from '@/components/import/column-mapping';
import type { ImportSpec } from '@/components/import/import-spec';

export { buildRows, duplicateColumns, normaliseHeader } from '@/components/import/column-mapping';

/** Columns a row cannot do without (the server's list); it says the rest in its preview. */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = [
  'admission_no', 'first_name', 'last_name', 'gender', 'date_of_birth', 'admission_date', 'class', 'section', 'parent_name', 'parent_phone',
];

export const COLUMN_LABELS: Record<ImportColumn, string> = {
  admission_no: 'Admission number',
  first_name: 'First name',
  middle_name: 'Middle name',
  last_name: 'Last name',
  gender: 'Gender',
  date_of_birth: 'Date of birth',
  admission_date: 'Admission date',
  class: 'Class',
  section: 'Section',
  house: 'House',
  address: 'Address',
  fee_discount: 'Fee discount',
  parent_name: 'Parent name',
  parent_phone: 'Parent phone',
  parent_email: 'Parent email',
};

/** Other spellings seen in school spreadsheets, already normalised. */
const ALIASES: Record<string, ImportColumn> = {
  admission_number: 'admission_no',
  admission: 'admission_no',
  adm_no: 'admission_no',
  admno: 'admission_no',
  firstname: 'first_name',
  given_name: 'first_name',
  middlename: 'middle_name',
  lastname: 'last_name',
  surname: 'last_name',
  family_name: 'last_name',
  sex: 'gender',
  dob: 'date_of_birth',
  birth_date: 'date_of_birth',
  birthdate: 'date_of_birth',
  date_admitted: 'admission_date',
  class_name: 'class',
  grade: 'class',
  section_name: 'section',
  stream: 'section',
  discount: 'fee_discount',
  parent: 'parent_name',
  guardian: 'parent_name',
  guardian_name: 'parent_name',
  parent_phone_number: 'parent_phone',
  guardian_phone: 'parent_phone',
  phone: 'parent_phone',
  parent_mobile: 'parent_phone',
  guardian_email: 'parent_email',
  email: 'parent_email',
};

/** The student import as the shared import wizard takes it. */
export const STUDENT_IMPORT: ImportSpec<ImportColumn> = {
  columns: IMPORT_COLUMNS,
  labels: COLUMN_LABELS,
  required: REQUIRED_COLUMNS,
  aliases: ALIASES,
  noun: { one: 'student', many: 'students' },
  whoColumns: ['admission_no', 'first_name', 'last_name'],
  maxRows: IMPORT_MAX_ROWS,
};

export const { matchHeader, autoMap, missingRequired } = columnMapping(STUDENT_IMPORT);
