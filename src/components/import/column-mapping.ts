/** For each column of the file, the field it goes into ('' leaves it out). */
export type Mapping<C extends string> = (C | '')[];

/** A problem the server found: a 1-based data row, the field (or the whole row) and why. */
export interface RowIssue<C extends string> {
  row: number;
  column: C | 'row';
  message: string;
}

/** What an import takes: its fields, their labels, the required ones and other spellings of their headers. */
export interface ColumnSpec<C extends string> {
  columns: readonly C[];
  labels: Record<C, string>;
  required: readonly C[];
  /** Other spellings seen in school spreadsheets, already normalised (see normaliseHeader). */
  aliases: Readonly<Record<string, C>>;
}

/** Lower case, runs of anything but letters and digits as one underscore, none at the ends. */
export function normaliseHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** How a file's header row is matched to an import's fields, and what the choice still lacks. */
export function columnMapping<C extends string>(spec: ColumnSpec<C>) {
  const byName = new Map<string, C>([
    ...spec.columns.map((c) => [c, c] as const),
    ...spec.columns.map((c) => [normaliseHeader(spec.labels[c]), c] as const),
    ...Object.entries(spec.aliases),
  ]);

  /** The column a header most likely means, or '' when none does. */
  const matchHeader = (header: string): C | '' => byName.get(normaliseHeader(header)) ?? '';

  return {
    matchHeader,
    /** One choice per header; a column already taken by an earlier header is not given twice. */
    autoMap(headers: string[]): Mapping<C> {
      const taken = new Set<C>();
      return headers.map((h) => {
        const column = matchHeader(h);
        if (!column || taken.has(column)) return '';
        taken.add(column);
        return column;
      });
    },
    missingRequired: (mapping: Mapping<C>): C[] => spec.required.filter((c) => !mapping.includes(c)),
    /** The field a select's value names, or '' (leave out). */
    columnOf: (value: string): C | '' => spec.columns.find((c) => c === value) ?? '',
  };
}

/** Columns that more than one header claims. */
export function duplicateColumns<C extends string>(mapping: Mapping<C>): C[] {
  const seen = new Set<C>();
  const dup = new Set<C>();
  for (const c of mapping) {
    if (!c) continue;
    if (seen.has(c)) dup.add(c);
    seen.add(c);
  }
  return [...dup];
}

/** The API's rows: each mapped cell under its column name, trimmed; unmapped headers left out. */
export function buildRows<C extends string>(rows: string[][], mapping: Mapping<C>): Record<string, string>[] {
  return rows.map((r) => {
    const out: Record<string, string> = {};
    mapping.forEach((column, i) => {
      if (column) out[column] = (r[i] ?? '').trim();
    });
    return out;
  });
}

/** The row issues a refused import carried: 422 `issues` with paths `rows.<index>[.<column>]`, for the import's own columns. */
export function rowIssuesFrom<C extends string>(issues: readonly { path: string; message: string }[], columns: readonly C[]): RowIssue<C>[] {
  const out: RowIssue<C>[] = [];
  for (const issue of issues) {
    const m = /^rows\.(\d+)(?:\.(\w+))?$/.exec(issue.path);
    if (!m) continue;
    const column = m[2] === undefined ? 'row' : columns.find((c) => c === m[2]);
    if (column) out.push({ row: Number(m[1]) + 1, column, message: issue.message });
  }
  return out;
}
