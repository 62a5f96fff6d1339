import { WEEKDAY_NAMES, type Weekday } from '@contract';

/** A lesson of the source week in its new cell, with what it would meet there. */
export interface Candidate {
  from_entry: number;
  /** The section it goes to; null when the other year has no such section. */
  to_id: number | null;
  weekday: number;
  period_id: number;
  subject_id: number;
  locked: boolean;
  teacher_id: number | null;
  room_id: number | null;
  section_name: string;
  subject_name: string;
  period_name: string;
  period_kind: string;
  runs: boolean;
  teacher_name: string | null;
  teacher_active: boolean | null;
  room_name: string | null;
  /** The subject the target section already has in the cell. */
  section_has: string | null;
  /** The lesson ("Grade 8 South Maths") the teacher or the room already has in the cell. */
  teacher_has: string | null;
  room_has: string | null;
  teacher_off: boolean;
  room_off: boolean;
  /** Set for a year copy: the year that lacks the section. */
  missing_in?: string;
}

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
