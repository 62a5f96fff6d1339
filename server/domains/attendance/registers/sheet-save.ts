import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Mark, SheetInput, SheetStudent } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { audit } from '../../../lib/audit';
import { bulkInsert } from '../../../lib/bulk-insert';
import { unprocessable } from '../../../lib/errors';
import { registerDay, registerStudents, savedSheet, type RegisterSectionRow } from './sheet-reads';

/**
 * Saving a register (ADR 025). The whole sheet travels in one PUT and is idempotent by content:
 * a save that would change nothing writes nothing and answers 200, so a double tap, a retry or
 * ten concurrent submits never make a second sheet. Saves of one section are serialised by a lock
 * on its row. A different register saved since the sender's `base_version` is not overwritten:
 * the caller answers 409 with it, to choose from.
 */
export type SaveOutcome = { kind: 'saved'; changed: number } | { kind: 'conflict' };

interface Wanted {
  studentId: number;
  mark: Mark;
  /** Their mark now (the override when there is one); null: not on the register yet. */
  now: Mark | null;
  student: SheetStudent | undefined;
}

const sameMark = (a: Mark | null, b: Mark | null) => !!a && !!b && a.code_id === b.code_id && (a.note ?? null) === (b.note ?? null);
const markNow = (s: SheetStudent): Mark | null => (s.override ? { code_id: s.override.code_id, note: s.override.note } : s.mark);

export async function saveRegister(db: DbOrTx, actor: Actor, section: RegisterSectionRow, day: string, input: SheetInput): Promise<SaveOutcome> {
  const open = await registerDay(db, actor, section, day);
  if (!open.open) throw unprocessable('date', open.reason ?? 'No register can be taken that day.');
  const codes = await schoolCodes(db, actor.schoolId);
  const bad = input.marks.findIndex((m) => !codes.known(m.code_id));
  if (bad >= 0) throw unprocessable(`marks.${bad}.code_id`, 'Choose one of the school’s attendance codes.');
  const present = codes.get('present')!;

  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from sections where id = ${section.id} and school_id = ${actor.schoolId} for update`);
    const sheet = await savedSheet(tx, actor.schoolId, section.id, day);
    const roll = await registerStudents(tx, actor.schoolId, section.id, day, sheet?.id ?? null);
    const byId = new Map(roll.map((s) => [s.student_id, s]));
    const stranger = input.marks.findIndex((m) => !byId.has(m.student_id));
    if (stranger >= 0) throw unprocessable(`marks.${stranger}.student_id`, 'This student is not in the section on that day.');
    // A code since made inactive may stay where it was (a full register is sent back whole), not be given anew.
    const retired = input.marks.findIndex((m) => !codes.active(m.code_id) && markNow(byId.get(m.student_id)!)?.code_id !== m.code_id);
    if (retired >= 0) throw unprocessable(`marks.${retired}.code_id`, 'This code is no longer in use; choose another.');

    const sent = new Map(input.marks.map((m) => [m.student_id, { code_id: m.code_id, note: m.note ?? null }]));
    const wanted: Wanted[] = roll.map((s) => {
      const now = markNow(s);
      return { studentId: s.student_id, mark: sent.get(s.student_id) ?? now ?? { code_id: present, note: null }, now, student: s };
    });
    const changes = wanted.filter((w) => !sameMark(w.mark, w.now));
    if (!changes.length) return { kind: 'saved', changed: 0 } as const;
    if (sheet && input.base_version !== sheet.version) return { kind: 'conflict' } as const;

    const sheetId = sheet ? sheet.id : await openSheet(tx, actor, section.id, day);
    const takerSaves = !sheet || sheet.taken_by === actor.id;
    await writeMarks(tx, actor, sheetId, day, changes, takerSaves);
    if (sheet) await tx.execute(sql`update attendance_sheets set updated_by = ${actor.id}, updated_at = now() where id = ${sheetId}`);
    await audit(tx, actor, {
      action: sheet ? 'update' : 'create',
      entity: 'attendance-sheet',
      ids: [sheetId],
      detail: { section_id: section.id, date: day, changed: changes.length, override: !takerSaves },
    });
    return { kind: 'saved', changed: changes.length } as const;
  });
}

const codeRow = v.object({ id: v.number(), code: v.string(), status: v.string() });

/** The school's codes: every one it has (a mark may keep a retired code), which are active, and Present's id. */
async function schoolCodes(db: DbOrTx, schoolId: number) {
  const rows = await readRows(db, codeRow, sql`select id::int, code, status from attendance_codes where school_id = ${schoolId}`);
  const active = new Set(rows.filter((r) => r.status === 'Active').map((r) => r.id));
  const known = new Set(rows.map((r) => r.id));
  const present = rows.find((r) => r.code === 'P')?.id;
  return { known: (id: number) => known.has(id), active: (id: number) => active.has(id), get: (_k: 'present') => present };
}

async function openSheet(tx: DbOrTx, actor: Actor, sectionId: number, day: string): Promise<number> {
  const [row] = await readRows(
    tx,
    v.object({ id: v.number() }),
    sql`insert into attendance_sheets (school_id, section_id, date, taken_by, updated_by)
      values (${actor.schoolId}, ${sectionId}, ${day}::date, ${actor.id}, ${actor.id}) returning id::int`,
  );
  return row!.id;
}

/**
 * First marks are inserted together. The taker's change replaces their mark (and any override);
 * anyone else's is an override kept beside it, or clears the override when it puts the taker's
 * mark back. Every change is logged, in one insert.
 */
async function writeMarks(tx: DbOrTx, actor: Actor, sheetId: number, day: string, changes: Wanted[], takerSaves: boolean): Promise<void> {
  const firsts = changes
    .filter((w) => !w.student?.mark)
    .map((w) => ({ school_id: actor.schoolId, sheet_id: sheetId, student_id: w.studentId, date: day, code_id: w.mark.code_id, note: w.mark.note ?? null }));
  await bulkInsert(tx, 'attendance_marks', { school_id: 'bigint', sheet_id: 'bigint', student_id: 'bigint', date: 'date', code_id: 'bigint', note: 'text' }, firsts);
  for (const w of changes) {
    const taken = w.student?.mark;
    if (!taken) continue;
    const { code_id, note } = w.mark;
    const set = takerSaves
      ? sql`code_id = ${code_id}, note = ${note}, override_code_id = null, override_note = null, override_by = null, override_at = null`
      : sameMark(w.mark, taken)
        ? sql`override_code_id = null, override_note = null, override_by = null, override_at = null`
        : sql`override_code_id = ${code_id}, override_note = ${note}, override_by = ${actor.id}, override_at = now()`;
    await tx.execute(sql`update attendance_marks set ${set} where sheet_id = ${sheetId} and student_id = ${w.studentId}`);
  }
  const log = changes.map((w) => ({
    school_id: actor.schoolId,
    sheet_id: sheetId,
    student_id: w.studentId,
    from_code_id: w.now?.code_id ?? null,
    code_id: w.mark.code_id,
    note: w.mark.note ?? null,
    override: !!w.student?.mark && !takerSaves,
    changed_by: actor.id,
    request_id: actor.requestId,
  }));
  await bulkInsert(
    tx,
    'attendance_changes',
    { school_id: 'bigint', sheet_id: 'bigint', student_id: 'bigint', from_code_id: 'bigint', code_id: 'bigint', note: 'text', override: 'boolean', changed_by: 'bigint', request_id: 'text' },
    log,
  );
}
