import { hasMarkPrecision, type MarkSheet, type MarkSheetInput, type MarkSheetStudent, type ResultState } from '@contract';

/**
 * A mark sheet being typed (issue 16, like a register, ADR 025): each student's entry as typed
 * (the marks as text, so a half-typed or wrong value survives a reload and is shown, never
 * lost), only where it differs from what the server holds, and the version it was typed over.
 * Kept as a draft on the device until it is sent.
 */
export interface TypedResult {
  state: ResultState;
  /** As typed; '' when nothing is typed, and always '' for Absent and Exempt (never 0). */
  marks: string;
  remark: string;
}

export interface MarksDraft {
  /** The picker marks the exam's sections and papers with marks not sent. */
  exam_id: number;
  base_version: number;
  /** Only when it differs from the saved sheet's flag. */
  complete?: boolean;
  rows: Record<string, TypedResult>;
}

/** Drafts of every kind count in the sign-out warning (src/routes/_app.tsx lists them all). */
export const draftKind = 'exam-marks';
export const draftId = (paperId: number, sectionId: number) => `${paperId}.${sectionId}`;
/** The section a draft id belongs to: the picker marks sections with marks not sent. */

const EMPTY: TypedResult = { state: 'marked', marks: '', remark: '' };

/** What the server holds for a student, as the grid types it. */
export function savedEntry(student: MarkSheetStudent): TypedResult {
  const r = student.result;
  if (!r) return EMPTY;
  return { state: r.state, marks: r.state === 'marked' && r.marks != null ? String(r.marks) : '', remark: r.remark ?? '' };
}

/** What the grid shows for a student: the draft's entry, else the saved one. */
export function shownEntry(student: MarkSheetStudent, draft: MarksDraft | null): TypedResult {
  return draft?.rows[student.student_id] ?? savedEntry(student);
}

/** The number typed, or null when it is not one (yet). Only digits and one point: no signs, no exponents. */
export function parseMarks(text: string): number | null {
  const t = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  return Number(t);
}

const sameEntry = (a: TypedResult, b: TypedResult) =>
  a.state === b.state &&
  a.remark.trim() === b.remark.trim() &&
  (a.state !== 'marked' || a.marks.trim() === b.marks.trim() || (parseMarks(a.marks) !== null && parseMarks(a.marks) === parseMarks(b.marks)));

/**
 * Why a typed entry cannot be sent, said at its cell, or null. A saved mark cannot be emptied
 * (the sheet keeps a result a save leaves out): it is changed, or made Absent or Exempt.
 */
export function cellError(entry: TypedResult, max: number, hadResult: boolean): string | null {
  if (entry.state !== 'marked') return null;
  const text = entry.marks.trim();
  if (!text) return hadResult ? 'Enter a mark, or press a for Absent, x for Exempt.' : null;
  const n = parseMarks(text);
  if (n === null) return `Type a number from 0 to ${max}, or a for Absent, x for Exempt.`;
  if (!hasMarkPrecision(n)) return 'At most two decimals.';
  if (n > max) return `At most ${max}: the paper is out of ${max}.`;
  return null;
}

const fresh = (sheet: MarkSheet): MarksDraft => ({ exam_id: sheet.exam.id, base_version: sheet.saved?.version ?? 0, rows: {} });

/**
 * The draft after one student's entry changed: an entry put back to what the server holds
 * leaves the draft, and a draft with nothing left is null (nothing to send).
 */
export function withEntry(draft: MarksDraft | null, sheet: MarkSheet, student: MarkSheetStudent, entry: TypedResult): MarksDraft | null {
  const base = draft ?? fresh(sheet);
  const rows = { ...base.rows };
  const next = entry.state === 'marked' ? entry : { ...entry, marks: '' };
  if (sameEntry(next, savedEntry(student))) delete rows[student.student_id];
  else rows[student.student_id] = next;
  return tidy({ ...base, rows });
}

/** The draft after the "complete" flag changed: the flag back to what is saved leaves the draft. */
export function withComplete(draft: MarksDraft | null, sheet: MarkSheet, complete: boolean): MarksDraft | null {
  const base = draft ?? fresh(sheet);
  return tidy({ ...base, complete: complete === (sheet.saved?.complete ?? false) ? undefined : complete });
}

function tidy(draft: MarksDraft): MarksDraft | null {
  const out: MarksDraft = { exam_id: draft.exam_id, base_version: draft.base_version, rows: draft.rows };
  if (draft.complete !== undefined) out.complete = draft.complete;
  return Object.keys(out.rows).length || out.complete !== undefined ? out : null;
}

export const shownComplete = (sheet: MarkSheet, draft: MarksDraft | null) => draft?.complete ?? sheet.saved?.complete ?? false;

/** Every cell that cannot be sent as typed, by student. */
export function sheetErrors(sheet: MarkSheet, draft: MarksDraft | null): Map<number, string> {
  const errors = new Map<number, string>();
  for (const s of sheet.students) {
    const error = cellError(shownEntry(s, draft), sheet.exam_subject.max_marks, !!s.result);
    if (error) errors.set(s.student_id, error);
  }
  return errors;
}

/**
 * The whole sheet as one save: every student with an entry (a mark, Absent or Exempt), in
 * the grid's order; a student with nothing typed is left out. `order` maps the server's
 * `results.{i}` back to the student of that row.
 */
export function sheetInput(sheet: MarkSheet, draft: MarksDraft | null): { input: MarkSheetInput; order: number[] } {
  const results: MarkSheetInput['results'] = [];
  for (const s of sheet.students) {
    const e = shownEntry(s, draft);
    const marks = e.state === 'marked' ? parseMarks(e.marks) : null;
    if (e.state === 'marked' && marks === null) continue;
    results.push({ student_id: s.student_id, state: e.state, marks, remark: e.remark.trim() || null });
  }
  return {
    input: { base_version: draft?.base_version ?? sheet.saved?.version ?? 0, complete: shownComplete(sheet, draft), results },
    order: results.map((r) => r.student_id),
  };
}

export interface Counts {
  entered: number;
  absent: number;
  exempt: number;
  missing: number;
}

/** The header's counts: marks entered, Absent, Exempt, and students with nothing yet. */
export function tally(sheet: MarkSheet, draft: MarksDraft | null): Counts {
  const counts: Counts = { entered: 0, absent: 0, exempt: 0, missing: 0 };
  for (const s of sheet.students) {
    const e = shownEntry(s, draft);
    if (e.state === 'absent') counts.absent++;
    else if (e.state === 'exempt') counts.exempt++;
    else if (e.marks.trim()) counts.entered++;
    else counts.missing++;
  }
  return counts;
}

/** A student whose typed entry differs from the one someone else saved since. */
export interface Difference {
  student: MarkSheetStudent;
  mine: TypedResult;
  theirs: TypedResult | null;
}

/** The draft's entries that the sheet saved since would lose, for the both-versions chooser. */
export function differences(saved: MarkSheet, draft: MarksDraft): Difference[] {
  return saved.students.flatMap((student) => {
    const mine = draft.rows[student.student_id];
    if (!mine) return [];
    const theirs = student.result ? savedEntry(student) : null;
    return sameEntry(mine, theirs ?? EMPTY) ? [] : [{ student, mine, theirs }];
  });
}

/** The draft after the chooser: the entries kept as mine, typed over the sheet saved since. */
export function chosenDraft(saved: MarkSheet, draft: MarksDraft, keepMine: ReadonlySet<number>): MarksDraft | null {
  const rows: Record<string, TypedResult> = {};
  for (const d of differences(saved, draft)) if (keepMine.has(d.student.student_id)) rows[d.student.student_id] = d.mine;
  const complete = draft.complete !== undefined && draft.complete !== (saved.saved?.complete ?? false) ? draft.complete : undefined;
  return tidy({ exam_id: draft.exam_id, base_version: saved.saved?.version ?? 0, complete, rows });
}

/** Someone else saved the sheet after this draft was begun: the draft must be reconciled first. */
export const overtaken = (sheet: MarkSheet, draft: MarksDraft | null) => !!draft && (sheet.saved?.version ?? 0) !== draft.base_version;

/** An entry in words: "45", "Absent", "Exempt", "Nothing entered", with its remark. */
export function entryLabel(entry: TypedResult | null): string {
  if (!entry) return 'Nothing entered';
  const what = entry.state === 'absent' ? 'Absent' : entry.state === 'exempt' ? 'Exempt' : entry.marks.trim() || 'Nothing entered';
  return entry.remark.trim() ? `${what} (“${entry.remark.trim()}”)` : what;
}
