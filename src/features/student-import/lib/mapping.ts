import { IMPORT_COLUMNS, type ImportColumn } from '@contract';

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

/** Lower case, runs of anything but letters and digits as one underscore, none at the ends. */
export function normaliseHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

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

const BY_NAME = new Map<string, ImportColumn>([
  ...IMPORT_COLUMNS.map((c) => [c, c] as const),
  ...IMPORT_COLUMNS.map((c) => [normaliseHeader(COLUMN_LABELS[c]), c] as const),
  ...Object.entries(ALIASES),
]);

/** The column a header most likely means, or '' when none does. */
export function matchHeader(header: string): ImportColumn | '' {
  return BY_NAME.get(normaliseHeader(header)) ?? '';
}

/** One choice per header; a column already taken by an earlier header is not given twice. */
export function autoMap(headers: string[]): (ImportColumn | '')[] {
  const taken = new Set<ImportColumn>();
  return headers.map((h) => {
    const column = matchHeader(h);
    if (!column || taken.has(column)) return '';
    taken.add(column);
    return column;
  });
}

export function missingRequired(mapping: (ImportColumn | '')[]): ImportColumn[] {
  return REQUIRED_COLUMNS.filter((c) => !mapping.includes(c));
}

/** Columns that more than one header claims. */
export function duplicateColumns(mapping: (ImportColumn | '')[]): ImportColumn[] {
  const seen = new Set<ImportColumn>();
  const dup = new Set<ImportColumn>();
  for (const c of mapping) {
    if (!c) continue;
    if (seen.has(c)) dup.add(c);
    seen.add(c);
  }
  return [...dup];
}

/** The API's rows: each mapped cell under its column name, trimmed; unmapped headers left out. */
export function buildRows(rows: string[][], mapping: (ImportColumn | '')[]): Record<string, string>[] {
  return rows.map((r) => {
    const out: Record<string, string> = {};
    mapping.forEach((column, i) => {
      if (column) out[column] = (r[i] ?? '').trim();
    });
    return out;
  });
}
