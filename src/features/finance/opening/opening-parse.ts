import { formatMoney, journalTotals, MONEY_MAX, readMoney, type MoneyProblem, type OpeningInput, type StudentOpeningRow } from '@contract';
import { parseCsv } from '@/components/import/csv-parse';

/** A typed amount with an optional sign ("-", "−", "+" or accounting brackets), or why it is not one. */
export function readSigned(text: string): { minor: number } | { problem: MoneyProblem } {
  let s = text.trim();
  let sign = 1;
  if (/^\(.*\)$/.test(s)) {
    sign = -1;
    s = s.slice(1, -1).trim();
  } else if (s.startsWith('-') || s.startsWith('−')) {
    sign = -1;
    s = s.slice(1).trim();
  } else if (s.startsWith('+')) {
    s = s.slice(1).trim();
  }
  if (s === '') return { problem: 'format' };
  const read = readMoney(s);
  return 'minor' in read ? { minor: sign * read.minor } : read;
}

/** "1,500.00" → 150000, "-200" or "(200.00)" → −20000; null when it is not an amount. */
export function readSignedMoney(text: string): number | null {
  const read = readSigned(text);
  return 'minor' in read ? read.minor : null;
}

export interface ParsedStudentRow extends StudentOpeningRow {
  /** The line of the text it came from, 1-based. */
  line: number;
}

export interface StudentRowProblem {
  line: number;
  message: string;
}

export interface ParsedStudents {
  rows: ParsedStudentRow[];
  problems: StudentRowProblem[];
  /** Whether the first line was a header ("Admission No, Amount") and skipped. */
  header: boolean;
}

const HEADER = /admission|adm\.?\s*no|amount|balance/i;

/**
 * "admission number, amount" lines, as typed or read from a CSV (quoted fields allowed, so
 * "1,500.00" in quotes is one amount). A tab or semicolon separates as well as a comma. A
 * first line that names its columns is skipped. Each line that is not a student and an amount
 * is a problem at its line; an admission number twice is a problem at the second.
 */
export function parseStudentRows(text: string): ParsedStudents {
  const delimiter = text.includes('\t') ? '\t' : !text.includes(',') && text.includes(';') ? ';' : ',';
  // Line by line, so that a problem names the line the person sees (blank lines included).
  const records = text.split(/\r\n|\n|\r/).map((line) => parseCsv(delimiter === ',' ? line : line.split(delimiter).join(','))[0] ?? []);
  const rows: ParsedStudentRow[] = [];
  const problems: StudentRowProblem[] = [];
  const seen = new Map<string, number>();
  let header = false;
  records.forEach((cells, i) => {
    const line = i + 1;
    const [rawNo = '', rawAmount = '', ...rest] = cells.map((c) => c.trim());
    if (rows.length === 0 && problems.length === 0 && !header && HEADER.test(`${rawNo} ${rawAmount}`) && readSignedMoney(rawAmount) === null) {
      header = true;
      return;
    }
    if (rawNo === '' && rawAmount === '' && rest.every((c) => c === '')) return;
    if (rawNo === '') {
      problems.push({ line, message: 'Enter the admission number.' });
      return;
    }
    if (rest.some((c) => c !== '')) {
      problems.push({ line, message: 'Put an admission number and an amount on the line, and nothing else (quote an amount written with commas).' });
      return;
    }
    const read = readSigned(rawAmount);
    if (!('minor' in read)) {
      const message =
        read.problem === 'too-large'
          ? `The amount is too large (at most ${formatMoney(MONEY_MAX)}).`
          : `"${rawAmount}" is not an amount: write it like 1500.00, or -1500.00 for money paid ahead.`;
      problems.push({ line, message });
      return;
    }
    const amount = read.minor;
    if (amount === 0) {
      problems.push({ line, message: 'The amount is zero: leave the student out.' });
      return;
    }
    if (Math.abs(amount) > MONEY_MAX) {
      problems.push({ line, message: `The amount is too large (at most ${formatMoney(MONEY_MAX)}).` });
      return;
    }
    const key = rawNo.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ line, message: `Admission number ${rawNo} is also on line ${first}: give each student one line.` });
      return;
    }
    seen.set(key, line);
    rows.push({ line, admission_no: rawNo, amount });
  });
  return { rows, problems, header };
}

/** The server names a row by its index in what was sent (`rows.N`); the person knows the line. */
export function lineOfIssue(path: string, rows: readonly ParsedStudentRow[]): number | null {
  const match = /^rows\.(\d+)/.exec(path);
  if (!match) return null;
  return rows[Number(match[1])]?.line ?? null;
}

/** One account row of the form: an account, which side its balance is on, and the typed amount. */
export interface AccountBalanceRow {
  account_id: number | null;
  side: 'debit' | 'credit';
  amount: string;
}

export interface AccountLinesResult {
  lines: OpeningInput['lines'];
  /** Problems by row index. */
  problems: Map<number, string>;
  /** The equity line that balances them. */
  equity: { debit: number; credit: number };
}

/** The rows as the request's lines: blank rows are skipped; an amount that is not one, or an account twice, is a problem. */
export function accountLines(rows: readonly AccountBalanceRow[]): AccountLinesResult {
  const lines: OpeningInput['lines'] = [];
  const problems = new Map<number, string>();
  const seen = new Set<number>();
  rows.forEach((row, i) => {
    if (row.account_id === null && row.amount.trim() === '') return;
    if (row.account_id === null) {
      problems.set(i, 'Choose the account.');
      return;
    }
    const read = readMoney(row.amount);
    if (!('minor' in read) || read.minor <= 0) {
      problems.set(i, 'Enter the balance as a positive amount, like 1500.00, on its debit or credit side.');
      return;
    }
    if (seen.has(row.account_id)) {
      problems.set(i, 'This account has a balance on another row.');
      return;
    }
    seen.add(row.account_id);
    lines.push({ account_id: row.account_id, debit: row.side === 'debit' ? read.minor : 0, credit: row.side === 'credit' ? read.minor : 0 });
  });
  const { debits, credits } = journalTotals(lines);
  return { lines, problems, equity: { debit: Math.max(credits - debits, 0), credit: Math.max(debits - credits, 0) } };
}
