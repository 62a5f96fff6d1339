import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  admissionNoField,
  emailField,
  IMPORT_COLUMNS,
  isoDate,
  optionalText,
  parseMoney,
  phoneField,
  requiredText,
  type ApiIssue,
  type ImportColumn,
  type ImportPreview,
  type ImportRowIssue,
} from '@contract';
import type { DbOrTx, Tx } from '../../../db/client';
import { academicYears, classes, enrolments, parents, sections, students } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { unprocessable } from '../../../lib/errors';
import { enrolmentInForce, schoolTodaySql } from '../students/enrolment';
import { classInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';

export const TEMPLATE_FILENAME = 'students-template.csv';
const EXAMPLE: Record<ImportColumn, string> = {
  admission_no: 'ADM-0001',
  first_name: 'Amina',
  middle_name: '',
  last_name: 'Otieno',
  gender: 'Female',
  date_of_birth: '2016-04-12',
  admission_date: '2024-01-08',
  class: 'Grade 1',
  section: 'A',
  house: 'Blue',
  address: '12 Market Road, Kisumu',
  fee_discount: '500.00',
  parent_name: 'Grace Otieno',
  parent_phone: '+254700000001',
  parent_email: 'grace@example.com',
};

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The CSV the import expects: the IMPORT_COLUMNS header and one example row. */
export function importTemplate(): string {
  return `${IMPORT_COLUMNS.join(',')}\r\n${IMPORT_COLUMNS.map((c) => csvCell(EXAMPLE[c])).join(',')}\r\n`;
}

/** One schema per column, so each cell gets its own message. */
const cellSchemas: Partial<Record<ImportColumn, v.GenericSchema>> = {
  admission_no: admissionNoField,
  first_name: requiredText('First name', 60),
  middle_name: optionalText('Middle name', 60),
  last_name: requiredText('Last name', 60),
  date_of_birth: isoDate,
  admission_date: isoDate,
  house: optionalText('House', 40),
  address: optionalText('Address', 300),
  parent_name: requiredText('Parent name', 120, 2),
  parent_phone: phoneField('Parent phone'),
  parent_email: emailField,
};
const REQUIRED: ImportColumn[] = ['admission_no', 'first_name', 'last_name', 'gender', 'date_of_birth', 'admission_date', 'class', 'section', 'parent_name', 'parent_phone'];
const GENDER: Record<string, 'Male' | 'Female'> = { male: 'Male', m: 'Male', female: 'Female', f: 'Female' };
const CHUNK = 500;

interface NewStudent {
  row: number;
  admissionNo: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  admissionDate: string;
  house: string | null;
  address: string | null;
  feeDiscount: number;
  phone: string;
  classId: number;
  sectionId: number;
}

interface Analysis {
  preview: ImportPreview;
  yearId: number;
  yearStart: string;
  creates: NewStudent[];
  existingParents: Map<string, number>;
  newParents: Map<string, { fullname: string; email: string | null }>;
}

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Checks every row against the file and the school: required cells, formats, class and
 * section (by name, in the active year), duplicates in the file, section capacity and the fee
 * discount. Rows whose admission number the school already has are counted, not checked.
 */
async function analyse(db: DbOrTx, user: SessionRecord, rows: Record<string, string>[], lock: boolean): Promise<Analysis> {
  if (!user.academicId) throw unprocessable('rows', 'Set an active academic year first.');
  const yearId = user.academicId;
  const [year] = await db.select({ start: academicYears.startDate }).from(academicYears).where(eq(academicYears.id, yearId));

  const cell = (row: Record<string, string>, column: ImportColumn) => (row[column] ?? '').trim();
  const admissionKeys = [...new Set(rows.map((r) => cell(r, 'admission_no').toLowerCase()).filter(Boolean))];
  const phones = [...new Set(rows.map((r) => cell(r, 'parent_phone')).filter(Boolean))];

  // Sections first, locked on import so concurrent imports and admissions cannot both take the last seats.
  const sectionQuery = db
    .select({ id: sections.id, class_id: sections.classId, name: sections.name, capacity: sections.capacity })
    .from(sections)
    .where(and(eq(sections.schoolId, user.schoolId), eq(sections.academicYearId, yearId)));
  const sectionRows = lock ? await sectionQuery.orderBy(sections.id).for('update') : await sectionQuery;
  // One after another: inside the import's transaction they share one connection.
  // A non-admin imports into their own classes only, as they admit (ADR 013).
  const classRows = await db
    .select({ id: classes.id, name: classes.name, inScope: sql<boolean>`${classInScope(user, classes.id) ?? sql`true`}` })
    .from(classes)
    .where(eq(classes.schoolId, user.schoolId));
  const openCounts = await db
    .select({ section_id: enrolments.sectionId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(enrolments)
    // Seats taken today: students promoted out keep theirs until the year ends (ADR 018).
    .where(and(eq(enrolments.schoolId, user.schoolId), eq(enrolments.academicYearId, yearId), enrolmentInForce(schoolTodaySql(user))))
    .groupBy(enrolments.sectionId);
  const existing: { key: string }[] = [];
  for (const keys of chunks(admissionKeys, 1000)) {
    existing.push(
      ...(await db
        .select({ key: sql<string>`lower(${students.admissionNo})` })
        .from(students)
        .where(and(eq(students.schoolId, user.schoolId), inArray(sql`lower(${students.admissionNo})`, keys)))),
    );
  }
  const knownParents: { id: number; phone: string }[] = [];
  for (const list of chunks(phones, 1000)) {
    knownParents.push(
      ...(await db.select({ id: parents.id, phone: parents.phone }).from(parents).where(and(eq(parents.schoolId, user.schoolId), inArray(parents.phone, list)))),
    );
  }
  const existingKeys = new Set(existing.map((e) => e.key));
  const existingParents = new Map(knownParents.map((p) => [p.phone, p.id]));
  const classByName = new Map(classRows.map((c) => [c.name.trim().toLowerCase(), c]));
  const sectionByKey = new Map(sectionRows.map((s) => [`${s.class_id}:${s.name.trim().toLowerCase()}`, s]));
  const taken = new Map(openCounts.map((c) => [c.section_id, c.n]));

  const issues: ImportRowIssue[] = [];
  const creates: NewStudent[] = [];
  const newParents = new Map<string, { fullname: string; email: string | null }>();
  const firstRowOf = new Map<string, number>();
  let existingCount = 0;
  let newCount = 0;

  rows.forEach((raw, index) => {
    const row = index + 1;
    const issue = (column: ImportColumn | 'row', message: string) => issues.push({ row, column, message });
    if (IMPORT_COLUMNS.every((c) => cell(raw, c) === '')) {
      issue('row', 'This row is empty.');
      return;
    }
    const key = cell(raw, 'admission_no').toLowerCase();
    if (key && existingKeys.has(key)) {
      existingCount += 1;
      return;
    }
    newCount += 1;
    const value: Partial<Record<ImportColumn, string | null>> = {};
    let ok = true;
    let gender: 'Male' | 'Female' | undefined;
    let feeDiscount: number | null = 0;
    let klass: (typeof classRows)[number] | undefined;
    let section: (typeof sectionRows)[number] | undefined;
    const fail = (column: ImportColumn, message: string) => {
      issue(column, message);
      ok = false;
    };
    for (const column of IMPORT_COLUMNS) {
      const text = cell(raw, column);
      if (text === '' && REQUIRED.includes(column)) {
        fail(column, 'Field is required.');
        continue;
      }
      const schema = cellSchemas[column];
      if (schema) {
        const parsed = v.safeParse(schema, text, { abortPipeEarly: true });
        if (!parsed.success) {
          fail(column, parsed.issues[0].message);
          continue;
        }
        value[column] = parsed.output as string | null;
      }
      switch (column) {
        case 'admission_no': {
          const first = firstRowOf.get(key);
          if (first) fail(column, `Admission number ${text} is also on row ${first}.`);
          else firstRowOf.set(key, row);
          break;
        }
        case 'gender':
          gender = GENDER[text.toLowerCase()];
          if (!gender) fail(column, 'Gender is Male or Female.');
          break;
        case 'fee_discount':
          feeDiscount = text === '' ? 0 : parseMoney(text);
          if (feeDiscount == null) fail(column, 'Fee discount is an amount such as 500 or 500.50.');
          break;
        case 'class':
          klass = classByName.get(text.toLowerCase());
          if (!klass) fail(column, `There is no class named ${text}.`);
          else if (!klass.inScope) {
            fail(column, `${klass.name} is not one of the classes assigned to you.`);
            klass = undefined;
          }
          break;
        case 'section': {
          if (!klass) break;
          section = sectionByKey.get(`${klass.id}:${text.toLowerCase()}`);
          if (!section) {
            fail(column, `${klass.name} has no section named ${text} in the active year.`);
            break;
          }
          const seats = (taken.get(section.id) ?? 0) + 1;
          taken.set(section.id, seats);
          if (seats > section.capacity) fail(column, `Section ${section.name} of ${klass.name} is full (capacity ${section.capacity}).`);
          break;
        }
        default:
          break;
      }
    }
    const phone = value.parent_phone;
    if (phone && !existingParents.has(phone) && !newParents.has(phone)) {
      newParents.set(phone, { fullname: value.parent_name ?? cell(raw, 'parent_name'), email: value.parent_email ?? null });
    }
    if (ok && section && gender && phone && feeDiscount != null) {
      creates.push({
        row,
        admissionNo: value.admission_no!,
        firstName: value.first_name!,
        middleName: value.middle_name ?? null,
        lastName: value.last_name!,
        gender,
        dateOfBirth: value.date_of_birth!,
        admissionDate: value.admission_date!,
        house: value.house ?? null,
        address: value.address ?? null,
        feeDiscount,
        phone,
        classId: section.class_id,
        sectionId: section.id,
      });
    }
  });

  return {
    preview: { rows: rows.length, new_students: newCount, existing: existingCount, new_parents: newParents.size, issues },
    yearId,
    yearStart: year!.start,
    creates,
    existingParents,
    newParents,
  };
}

export async function previewImport(db: DbOrTx, user: SessionRecord, rows: Record<string, string>[]): Promise<ImportPreview> {
  return (await analyse(db, user, rows, false)).preview;
}

/** Each row issue as a body path: `rows.<index>.<column>`, the index 0-based like the body's array. */
export const issuePaths = (issues: ImportRowIssue[]): ApiIssue[] =>
  issues.map((i) => ({ path: i.column === 'row' ? `rows.${i.row - 1}` : `rows.${i.row - 1}.${i.column}`, message: i.message }));

export type ImportResult = { ok: true; created: number; existing: number; parents_created: number } | { ok: false; preview: ImportPreview };

/** Re-checks everything, then writes parents, students and enrolments in one transaction, in batches. */
export async function importStudents(db: DbOrTx, actor: Actor, rows: Record<string, string>[]): Promise<ImportResult> {
  return db.transaction(async (tx: Tx) => {
    const plan = await analyse(tx, actor, rows, true);
    if (plan.preview.issues.length) return { ok: false, preview: plan.preview };
    const parentIds = new Map(plan.existingParents);
    // With no issues, every new phone belongs to a row being created.
    const wanted = [...plan.newParents];
    for (const batch of chunks(wanted)) {
      const inserted = await tx
        .insert(parents)
        .values(batch.map(([phone, p]) => ({ schoolId: actor.schoolId, fullname: p.fullname, phone, email: p.email })))
        .returning({ id: parents.id, phone: parents.phone });
      for (const p of inserted) parentIds.set(p.phone, p.id);
    }
    const studentIds = new Map<string, number>();
    for (const batch of chunks(plan.creates)) {
      const inserted = await tx
        .insert(students)
        .values(
          batch.map((c) => ({
            schoolId: actor.schoolId,
            admissionNo: c.admissionNo,
            firstName: c.firstName,
            middleName: c.middleName,
            lastName: c.lastName,
            gender: c.gender,
            dateOfBirth: c.dateOfBirth,
            admissionDate: c.admissionDate,
            house: c.house,
            address: c.address,
            feeDiscount: c.feeDiscount,
            parentId: parentIds.get(c.phone)!,
          })),
        )
        .returning({ id: students.id, admissionNo: students.admissionNo });
      for (const s of inserted) studentIds.set(s.admissionNo.toLowerCase(), s.id);
    }
    for (const batch of chunks(plan.creates)) {
      await tx.insert(enrolments).values(
        batch.map((c) => ({
          schoolId: actor.schoolId,
          studentId: studentIds.get(c.admissionNo.toLowerCase())!,
          academicYearId: plan.yearId,
          classId: c.classId,
          sectionId: c.sectionId,
          enrolledOn: c.admissionDate > plan.yearStart ? c.admissionDate : plan.yearStart,
        })),
      );
    }
    const result = { created: plan.creates.length, existing: plan.preview.existing, parents_created: wanted.length };
    await audit(tx, actor, { action: 'import', entity: 'student', ids: [...studentIds.values()], detail: result });
    return { ok: true, ...result };
  });
}
