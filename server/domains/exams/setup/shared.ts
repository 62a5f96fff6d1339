import { sql, type SQL } from 'drizzle-orm';
import { PRIVILEGE_MODULES, type ApiIssue } from '@contract';
import { dayName } from '../../../lib/days';
import { classInScope } from '../../../lib/scope';
import type { SessionRecord } from '../../../lib/session';

/**
 * Every exam privilege. Exam types, grading systems, exams and papers are read by every exam
 * screen's pickers (mark entry, reports, set-up), and nothing in them is about a student.
 */
export const ANY_EXAM_PRIVILEGE = PRIVILEGE_MODULES.Exams;

/** SQL over a class id column: one of the user's classes (ADR 013); true for an Admin. */
export const classScope = (user: SessionRecord, classId: SQL): SQL => classInScope(user, classId) ?? sql`true`;

/** "2 Mar 2026 to 6 Mar 2026", as refusals name a span of days. */
export const daySpan = (start: string, end: string) => `${dayName(start)} to ${dayName(end)}`;

/** A grading system a new exam or paper may name: the school's, and Active unless it already named it. */
export function gradingIssues(
  found: { name: string; status: string } | undefined,
  field: string,
  keeps: boolean,
): ApiIssue[] {
  if (!found) return [{ path: field, message: 'Choose a grading system of this school.' }];
  if (found.status !== 'Active' && !keeps) return [{ path: field, message: `${found.name} is Inactive; choose an Active grading system.` }];
  return [];
}

/** "Biology", "Biology and Chemistry", "Biology, Chemistry and 3 more". */
export function nameList(names: readonly string[], shown = 2): string {
  if (names.length <= shown) return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}
