import * as v from 'valibot';
import { WEEKDAY_NAMES, type Weekday } from '@contract';

/** A lesson of the source week in its new cell, with what it would meet there (a row of the copy's read). */
export const candidateRow = v.object({
  from_entry: v.number(),
  /** The section it goes to; null when the other year has no such section. */
  to_id: v.nullable(v.number()),
  weekday: v.number(),
  period_id: v.number(),
  subject_id: v.number(),
  locked: v.boolean(),
  teacher_id: v.nullable(v.number()),
  room_id: v.nullable(v.number()),
  section_name: v.string(),
  subject_name: v.string(),
  period_name: v.string(),
  period_kind: v.string(),
  runs: v.boolean(),
  teacher_name: v.nullable(v.string()),
  teacher_active: v.nullable(v.boolean()),
  room_name: v.nullable(v.string()),
  /** The subject the target section already has in the cell. */
  section_has: v.nullable(v.string()),
  /** The lesson ("Grade 8 South Maths") the teacher or the room already has in the cell. */
  teacher_has: v.nullable(v.string()),
  room_has: v.nullable(v.string()),
  teacher_off: v.boolean(),
  room_off: v.boolean(),
  /** Set for a year copy: the year that lacks the section. */
  missing_in: v.optional(v.string()),
});
export type Candidate = v.InferOutput<typeof candidateRow>;

/**
 * Why a lesson cannot be copied into its cell, every reason in one sentence each, or null when
 * it meets nothing. The same clashes a placement is refused for (ADR 026), and a section the
 * other year lacks.
 */
export function skipReason(c: Candidate): string | null {
  if (c.to_id === null) return `${c.missing_in ?? 'That year'} has no section ${c.section_name}.`;
  const day = WEEKDAY_NAMES[c.weekday as Weekday];
  const reasons: string[] = [];
  if (c.period_kind !== 'lesson') reasons.push(`${c.period_name} is a break.`);
  else if (!c.runs) reasons.push(`${c.period_name} does not run on ${day}.`);
  if (c.section_has) reasons.push(`${c.section_name} already has ${c.section_has} then.`);
  if (c.teacher_id !== null) {
    if (c.teacher_active === false) reasons.push(`${c.teacher_name} is no longer active.`);
    if (c.teacher_has) reasons.push(`${c.teacher_name} teaches ${c.teacher_has} then.`);
    if (c.teacher_off) reasons.push(`${c.teacher_name} is not available then.`);
  }
  if (c.room_id !== null) {
    if (c.room_has) reasons.push(`${c.room_name} holds ${c.room_has} then.`);
    if (c.room_off) reasons.push(`${c.room_name} is not available then.`);
  }
  return reasons.length ? reasons.join(' ') : null;
}
