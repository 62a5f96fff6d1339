import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  EMPLOYEE_TYPES,
  employeeInput,
  employeeNumberField,
  MONEY_PROBLEM_MESSAGES,
  readMoney,
  STAFF_IMPORT_COLUMNS,
  STAFF_IMPORT_REQUIRED,
  type ApiIssue,
  type EmployeeType,
  type StaffImportColumn,
  type StaffImportPreview,
  type StaffImportRowIssue,
} from '@contract';
import type { DbOrTx, Tx } from '../../../db/client';
import { employees } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { guardUnique, uniqueFields } from '../../../lib/rows';
import type { SessionRecord } from '../../../lib/session';
import { nextEmployeeNumber } from '../employees/employees.service';

export const TEMPLATE_FILENAME = 'staff-template.csv';
const EXAMPLE: Record<StaffImportColumn, string> = {
  number: 'EMP-0101',
  first_name: 'Joseph',
  last_name: 'Mwangi',
  gender: 'Male',
  type: 'teacher',
  job_title: 'Mathematics teacher',
  hire_date: '2024-01-08',
  base_salary: '45,000.00',
  bank_name: 'Equity Bank',
  bank_account: '0123456789',
  phone: '+254700000101',
  email: 'joseph@example.com',
  national_id: '12345678',
  address: '4 Lake View, Kisumu',
};

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The CSV the import expects: the STAFF_IMPORT_COLUMNS header and one example row. */
export function importTemplate(): string {
  return `${STAFF_IMPORT_COLUMNS.join(',')}\r\n${STAFF_IMPORT_COLUMNS.map((c) => csvCell(EXAMPLE[c])).join(',')}\r\n`;
}

const form = employeeInput.entries;
/** The employee form's own field schemas, one per column, so each cell gets the form's message. */
const cellSchemas: Partial<Record<StaffImportColumn, v.GenericSchema>> = {
  first_name: form.first_name,
  last_name: form.last_name,
  job_title: form.job_title,
  hire_date: form.hire_date,
  phone: form.phone,
  email: form.email,
  address: form.address,
  national_id: form.national_id,
  bank_name: form.bank_name,
  bank_account: form.bank_account,
};
const GENDER: Record<string, 'Male' | 'Female'> = { male: 'Male', m: 'Male', female: 'Female', f: 'Female' };
const TYPE = new Map<string, EmployeeType>(EMPLOYEE_TYPES.map((t) => [t, t]));
const CHUNK = 500;

/** The form's rule: an employee number is unique in the school, whatever its case. */
const uniques = uniqueFields({ employees_school_number_uq: ['rows', 'An employee with one of these numbers already exists. Check the file again.'] });

interface NewEmployee {
  row: number;
  /** Null: the next EMP-0001-style number, given at import. */
  number: string | null;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  type: EmployeeType;
  jobTitle: string;
  hireDate: string;
  baseSalary: number;
  bankName: string | null;
  bankAccount: string | null;
  phone: string | null;
  email: string | null;
  nationalId: string | null;
  address: string | null;
}

interface Analysis {
  preview: StaffImportPreview;
  creates: NewEmployee[];
}

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A row's cell, trimmed; only the row's own keys count. */
const cell = (row: Record<string, string>, column: StaffImportColumn) => (Object.hasOwn(row, column) ? String(row[column] ?? '').trim() : '');

/**
 * Checks every row against the file and the school: required cells, the employee form's formats,
 * gender, type, salary, and employee numbers taken in the file or by the school's staff.
 */
async function analyse(db: DbOrTx, user: SessionRecord, rows: Record<string, string>[]): Promise<Analysis> {
  // Numbers that pass the form's rule are looked up; a malformed one is its row's problem.
  const numberOf = rows.map((r) => {
    const text = cell(r, 'number');
    if (text === '') return null;
    const parsed = v.safeParse(employeeNumberField, text, { abortPipeEarly: true });
    return parsed.success ? parsed.output : undefined;
  });
  const keys = [...new Set(numberOf.filter((n): n is string => typeof n === 'string').map((n) => n.toLowerCase()))];
  const taken = new Set<string>();
  for (const list of chunks(keys, 1000)) {
    const found = await db
      .select({ key: sql<string>`lower(${employees.number})` })
      .from(employees)
      .where(and(eq(employees.schoolId, user.schoolId), inArray(sql`lower(${employees.number})`, list)));
    for (const f of found) taken.add(f.key);
  }

  const issues: StaffImportRowIssue[] = [];
  const creates: NewEmployee[] = [];
  const firstRowOf = new Map<string, number>();
  let numbered = 0;
  let filled = 0;

  rows.forEach((raw, index) => {
    const row = index + 1;
    const issue = (column: StaffImportColumn | 'row', message: string) => issues.push({ row, column, message });
    if (STAFF_IMPORT_COLUMNS.every((c) => cell(raw, c) === '')) {
      issue('row', 'This row is empty.');
      return;
    }
    filled += 1;
    const value: Partial<Record<StaffImportColumn, string | null>> = {};
    let ok = true;
    let gender: 'Male' | 'Female' | undefined;
    let type: EmployeeType | undefined;
    let salary: number | undefined = 0;
    const fail = (column: StaffImportColumn, message: string) => {
      issue(column, message);
      ok = false;
    };
    for (const column of STAFF_IMPORT_COLUMNS) {
      const text = cell(raw, column);
      if (text === '' && STAFF_IMPORT_REQUIRED.includes(column)) {
        fail(column, 'Field is required.');
        continue;
      }
      const schema = cellSchemas[column];
      if (schema) {
        const parsed = v.safeParse(schema, text, { abortPipeEarly: true });
        if (parsed.success) value[column] = parsed.output as string | null;
        else fail(column, parsed.issues[0].message);
        continue;
      }
      switch (column) {
        case 'number': {
          const number = numberOf[index];
          if (number === null) {
            numbered += 1;
            break;
          }
          if (number === undefined) {
            fail(column, v.safeParse(employeeNumberField, text, { abortPipeEarly: true }).issues?.[0]?.message ?? 'Not an employee number.');
            break;
          }
          const key = number.toLowerCase();
          const first = firstRowOf.get(key);
          if (taken.has(key)) fail(column, `An employee with the number ${number} already exists.`);
          else if (first) fail(column, `Employee number ${number} is also on row ${first}.`);
          else firstRowOf.set(key, row);
          value.number = number;
          break;
        }
        case 'gender':
          gender = GENDER[text.toLowerCase()];
          if (!gender) fail(column, 'Gender is Male or Female.');
          break;
        case 'type':
          type = TYPE.get(text.toLowerCase());
          if (!type) fail(column, 'Type is teacher, staff or driver.');
          break;
        case 'base_salary': {
          if (text === '') break;
          const read = readMoney(text);
          if ('minor' in read) salary = read.minor;
          else {
            salary = undefined;
            fail(column, read.problem === 'format' ? 'Base salary is an amount such as 45000 or 45,000.50.' : MONEY_PROBLEM_MESSAGES[read.problem]);
          }
          break;
        }
        default:
          break;
      }
    }
    if (ok && gender && type && salary !== undefined) {
      creates.push({
        row,
        number: value.number ?? null,
        firstName: value.first_name!,
        lastName: value.last_name!,
        gender,
        type,
        jobTitle: value.job_title!,
        hireDate: value.hire_date!,
        baseSalary: salary,
        bankName: value.bank_name ?? null,
        bankAccount: value.bank_account ?? null,
        phone: value.phone ?? null,
        email: value.email ?? null,
        nationalId: value.national_id ?? null,
        address: value.address ?? null,
      });
    }
  });

  return { preview: { rows: rows.length, new_employees: filled, numbered, issues }, creates };
}

export async function previewImport(db: DbOrTx, user: SessionRecord, rows: Record<string, string>[]): Promise<StaffImportPreview> {
  return (await analyse(db, user, rows)).preview;
}

/** Each row issue as a body path: `rows.<index>.<column>`, the index 0-based like the body's array. */
export const issuePaths = (issues: StaffImportRowIssue[]): ApiIssue[] =>
  issues.map((i) => ({ path: i.column === 'row' ? `rows.${i.row - 1}` : `rows.${i.row - 1}.${i.column}`, message: i.message }));

export type ImportResult = { ok: true; created: number; numbered: number } | { ok: false; preview: StaffImportPreview };

/**
 * Under the employee form's lock on new numbers, re-checks everything, then writes every
 * employee in one transaction, in batches; one audit row names them all.
 */
export async function importStaff(db: DbOrTx, actor: Actor, rows: Record<string, string>[]): Promise<ImportResult> {
  return guardUnique(
    () =>
      db.transaction(async (tx: Tx) => {
        // The same lock the employee form takes before it picks a number: adds and imports queue per school.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('employees.number'), ${actor.schoolId}::int)`);
        const plan = await analyse(tx, actor, rows);
        if (plan.preview.issues.length) return { ok: false as const, preview: plan.preview };

        // Blank numbers take the school's next ones, past any number the file itself gives.
        const inFile = new Set(plan.creates.flatMap((c) => (c.number ? [c.number.toLowerCase()] : [])));
        let next = Number((await nextEmployeeNumber(tx, actor.schoolId)).slice(4));
        const numberFor = (c: NewEmployee) => {
          if (c.number) return c.number;
          let candidate = `EMP-${String(next).padStart(4, '0')}`;
          while (inFile.has(candidate.toLowerCase())) candidate = `EMP-${String(++next).padStart(4, '0')}`;
          next += 1;
          return candidate;
        };

        const ids: number[] = [];
        for (const batch of chunks(plan.creates)) {
          const inserted = await tx
            .insert(employees)
            .values(
              batch.map((c) => ({
                schoolId: actor.schoolId,
                number: numberFor(c),
                firstName: c.firstName,
                lastName: c.lastName,
                gender: c.gender,
                phone: c.phone,
                email: c.email,
                address: c.address,
                nationalId: c.nationalId,
                jobTitle: c.jobTitle,
                type: c.type,
                hireDate: c.hireDate,
                baseSalary: c.baseSalary,
                bankName: c.bankName,
                bankAccount: c.bankAccount,
              })),
            )
            .returning({ id: employees.id });
          ids.push(...inserted.map((r) => r.id));
        }
        const result = { created: ids.length, numbered: plan.preview.numbered };
        await audit(tx, actor, { action: 'import', entity: 'employee', ids, detail: result });
        return { ok: true as const, ...result };
      }),
    uniques,
  );
}
