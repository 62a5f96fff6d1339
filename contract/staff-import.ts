import * as v from 'valibot';
import { endpoint, fileOutput } from './endpoint';
import { API } from './paths';
import { IMPORT_MAX_ROWS } from './students';

/**
 * Issue 32: staff imported from a CSV, checked row by row as the student import is. The client
 * parses the file and maps its header to these columns; the server checks every row against
 * the employee form's own field rules and writes all of them or none.
 */
export const STAFF_IMPORT_COLUMNS = [
  'number', 'first_name', 'last_name', 'gender', 'type', 'job_title', 'hire_date',
  'base_salary', 'bank_name', 'bank_account', 'phone', 'email', 'national_id', 'address',
] as const;
export type StaffImportColumn = (typeof STAFF_IMPORT_COLUMNS)[number];

/** Cells a row cannot do without: the employee form's required fields (a blank number is given the next EMP-0001-style one). */
export const STAFF_IMPORT_REQUIRED: readonly StaffImportColumn[] = ['first_name', 'last_name', 'gender', 'type', 'job_title', 'hire_date'];

/**
 * `POST /employees/import/preview` and `/employees/import` (add-employee): rows as the CSV gave
 * them. Each cell's content (NUL included) is checked per row and column, so a bad cell is a 422
 * naming both; only a cell too long to be any field's is refused here.
 */
export const staffImportInput = v.object({
  rows: v.pipe(
    v.array(v.record(v.string(), v.pipe(v.string('A cell must be text.'), v.maxLength(500, 'A cell holds at most 500 characters.'))), 'Rows must be a list.'),
    v.minLength(1, 'The file has no rows.'),
    v.maxLength(IMPORT_MAX_ROWS, `Import at most ${IMPORT_MAX_ROWS} rows at a time.`),
  ),
});
export type StaffImportInput = v.InferOutput<typeof staffImportInput>;

export const staffImportRowIssue = v.object({
  /** 1-based data row number (the header is row 0). */
  row: v.number(),
  column: v.picklist([...STAFF_IMPORT_COLUMNS, 'row']),
  message: v.string(),
});
export type StaffImportRowIssue = v.InferOutput<typeof staffImportRowIssue>;

export const staffImportPreviewAnswer = v.object({
  rows: v.number(),
  new_employees: v.number(),
  /** Rows with no number, which get the school's next EMP-0001-style numbers. */
  numbered: v.number(),
  issues: v.array(staffImportRowIssue),
});
export type StaffImportPreview = v.InferOutput<typeof staffImportPreviewAnswer>;

/** `POST /employees/import`: what was written. A file with problems is a 422 carrying its preview. */
export const staffImportResultAnswer = v.object({ message: v.string(), created: v.number(), numbered: v.number() });
export type StaffImportResultAnswer = v.InferOutput<typeof staffImportResultAnswer>;

export const staffImportEndpoints = {
  template: endpoint({ mount: API.employeeImport, method: 'GET', path: '/template', output: fileOutput('text/csv') }),
  preview: endpoint({ mount: API.employeeImport, method: 'POST', path: '/preview', body: staffImportInput, output: staffImportPreviewAnswer }),
  run: endpoint({ mount: API.employeeImport, method: 'POST', path: '/', body: staffImportInput, output: staffImportResultAnswer }),
};
