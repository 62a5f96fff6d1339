import { IMPORT_MAX_ROWS, STAFF_IMPORT_COLUMNS, STAFF_IMPORT_REQUIRED, type StaffImportColumn } from '@contract';
import { columnMapping } from '@/components/import/column-mapping';
import type { ImportSpec } from '@/components/import/import-spec';

/** The employee form's labels. */
export const STAFF_COLUMN_LABELS: Record<StaffImportColumn, string> = {
  number: 'Employee number',
  first_name: 'First name',
  last_name: 'Last name',
  gender: 'Gender',
  type: 'Type',
  job_title: 'Job title',
  hire_date: 'Hire date',
  base_salary: 'Base salary',
  bank_name: 'Bank name',
  bank_account: 'Bank account',
  phone: 'Phone',
  email: 'Email',
  national_id: 'National id',
  address: 'Address',
};

/** Other spellings seen in payroll spreadsheets, already normalised. */
const ALIASES: Record<string, StaffImportColumn> = {
  employee_no: 'number',
  employee_id: 'number',
  emp_no: 'number',
  staff_no: 'number',
  staff_number: 'number',
  staff_id: 'number',
  payroll_no: 'number',
  firstname: 'first_name',
  given_name: 'first_name',
  lastname: 'last_name',
  surname: 'last_name',
  family_name: 'last_name',
  sex: 'gender',
  employee_type: 'type',
  staff_type: 'type',
  category: 'type',
  role: 'job_title',
  title: 'job_title',
  designation: 'job_title',
  position: 'job_title',
  job: 'job_title',
  date_hired: 'hire_date',
  hired_on: 'hire_date',
  start_date: 'hire_date',
  date_of_hire: 'hire_date',
  joining_date: 'hire_date',
  salary: 'base_salary',
  basic_salary: 'base_salary',
  monthly_salary: 'base_salary',
  bank: 'bank_name',
  account_number: 'bank_account',
  account_no: 'bank_account',
  bank_account_number: 'bank_account',
  phone_number: 'phone',
  mobile: 'phone',
  telephone: 'phone',
  tel: 'phone',
  email_address: 'email',
  e_mail: 'email',
  id_number: 'national_id',
  national_id_number: 'national_id',
  id_no: 'national_id',
};

/** The staff import as the shared import wizard takes it. */
export const STAFF_IMPORT: ImportSpec<StaffImportColumn> = {
  columns: STAFF_IMPORT_COLUMNS,
  labels: STAFF_COLUMN_LABELS,
  required: STAFF_IMPORT_REQUIRED,
  aliases: ALIASES,
  noun: { one: 'employee', many: 'employees' },
  whoColumns: ['number', 'first_name', 'last_name'],
  maxRows: IMPORT_MAX_ROWS,
};

export const staffMapping = columnMapping(STAFF_IMPORT);
