import type { AttendanceCode, AttendanceSheet, Mark, SheetInput, SheetStudent } from '@contract';

/**
 * A register being typed (ADR 025): the marks changed from what the server holds, by student,
 * and the register version they were typed over. Kept as a draft until it is sent.
 */
export interface RegisterDraft {
  base_version: number;
  marks: Record<string, Mark>;
}

export const draftKind = 'register';
export const draftId = (sectionId: number, date: string) => `${sectionId}.${date}`;

const sameMark = (a: Mark | null | undefined, b: Mark | null | undefined) =>
  !!a && !!b && a.code_id === b.code_id && (a.note ?? null) === (b.note ?? null);

/** The mark that counts on the server: the office's override, else the taker's; null before the register is saved. */
export function savedMark(student: SheetStudent): Mark | null {
  return student.override ? { code_id: student.override.code_id, note: student.override.note } : student.mark;
}

/** What the register shows for a student: the draft's mark, else the saved one, else Present. */
export function shownMark(student: SheetStudent, draft: RegisterDraft | null, presentId: number): Mark {
  return draft?.marks[student.student_id] ?? savedMark(student) ?? { code_id: presentId, note: null };
}

/** The next code of the tap cycle (Present, Absent, Late, Excused, the school's own, back to Present). */
export function nextCode(codes: readonly AttendanceCode[], codeId: number): number {
  const at = codes.findIndex((c) => c.id === codeId);
  return codes[(at + 1) % codes.length]!.id;
}

/**
 * The draft after one student's mark changed: a mark put back to what the server holds leaves
 * the draft, and a draft with nothing left is null (nothing to send).
 */
export function withMark(
  draft: RegisterDraft | null,
  sheet: AttendanceSheet,
  student: SheetStudent,
  mark: Mark,
  presentId: number,
): RegisterDraft | null {
  const base = draft ?? { base_version: sheet.sheet?.version ?? 0, marks: {} };
  const marks = { ...base.marks };
  const held = savedMark(student) ?? { code_id: presentId, note: null };
  if (sameMark(mark, held)) delete marks[student.student_id];
  else marks[student.student_id] = { code_id: mark.code_id, note: mark.note?.trim() ? mark.note.trim() : null };
  return Object.keys(marks).length ? { base_version: base.base_version, marks } : null;
}

/** The whole register as one save: every student with the mark the register shows. */
export function registerInput(sheet: AttendanceSheet, draft: RegisterDraft | null, presentId: number): SheetInput {
  return {
    base_version: draft?.base_version ?? sheet.sheet?.version ?? 0,
    marks: sheet.students.map((s) => {
      const mark = shownMark(s, draft, presentId);
      return { student_id: s.student_id, code_id: mark.code_id, note: mark.note ?? null };
    }),
  };
}

/** How many students the register shows under each code. */
export function tally(sheet: AttendanceSheet, draft: RegisterDraft | null, presentId: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const s of sheet.students) {
    const id = shownMark(s, draft, presentId).code_id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** A student whose typed mark differs from the one someone else saved since. */
export interface Difference {
  student: SheetStudent;
  mine: Mark;
  theirs: Mark | null;
}

/** The draft's marks that the register saved since would lose, for the both-versions chooser. */
export function differences(saved: AttendanceSheet, draft: RegisterDraft): Difference[] {
  return saved.students.flatMap((student) => {
    const mine = draft.marks[student.student_id];
    const theirs = savedMark(student);
    return mine && !sameMark(mine, theirs) ? [{ student, mine, theirs }] : [];
  });
}

/** The draft after the chooser: the marks kept as mine, typed over the register saved since. */
export function chosenDraft(saved: AttendanceSheet, draft: RegisterDraft, keepMine: ReadonlySet<number>): RegisterDraft {
  const marks: Record<string, Mark> = {};
  for (const d of differences(saved, draft)) if (keepMine.has(d.student.student_id)) marks[d.student.student_id] = d.mine;
  return { base_version: saved.sheet?.version ?? 0, marks };
}

/** Someone else saved the register after this draft was begun: the draft must be reconciled first. */
export const overtaken = (sheet: AttendanceSheet, draft: RegisterDraft | null) =>
  !!draft && !!sheet.sheet && sheet.sheet.version !== draft.base_version;
