import * as v from 'valibot';
import { bulkAssignmentInput, type BulkAssignmentInput } from '@contract';
import { HttpError } from '@/lib/http-error';
import { firstIssuePerField } from '@/lib/field-issues';

/** What the Assign a section dialog holds: text from its selects and date, the ticked students. */
export interface SectionChoice {
  class_id: string;
  section_id: string;
  from: string;
  student_ids: number[];
  bus_id: string;
  category_id: string;
  stop: string;
}

export type SectionField = 'section_id' | 'from' | 'student_ids' | 'bus_id' | 'category_id' | 'stop';

export interface SectionErrors {
  fields: Partial<Record<SectionField, string>>;
  /** A refusal about one ticked student (already rides from a later day, not active), by student id. */
  students: Record<number, string>;
}

export const NO_ERRORS: SectionErrors = { fields: {}, students: {} };

const MESSAGES: Partial<Record<SectionField, string>> = {
  section_id: 'Choose the section.',
  student_ids: 'Tick at least one student.',
  bus_id: 'Choose the bus.',
  category_id: 'Choose the fee category.',
};

/** The request body, or the first problem of each field, checked by the contract itself. */
export function checkChoice(choice: SectionChoice): { input: BulkAssignmentInput | null; errors: SectionErrors } {
  const fields: SectionErrors['fields'] = {};
  if (!choice.section_id) fields.section_id = MESSAGES.section_id;
  const parsed = v.safeParse(bulkAssignmentInput, {
    student_ids: choice.student_ids,
    bus_id: choice.bus_id || undefined,
    category_id: choice.category_id || undefined,
    from: choice.from,
    stop: choice.stop,
  });
  if (!parsed.success) {
    for (const [key, message] of Object.entries(firstIssuePerField(parsed.issues)) as [SectionField, string][]) {
      fields[key] ??= MESSAGES[key] ?? message;
    }
  }
  return { input: parsed.success && !fields.section_id ? parsed.output : null, errors: { fields, students: {} } };
}

/**
 * The server's refusal placed in the dialog: `student_ids.3` is the fourth student sent, shown
 * at that row; `student_ids` (the bus is full) at the seats line; the rest at their fields.
 * Null when it names nothing here, so it is toasted instead.
 */
export function refusalErrors(error: unknown, sent: readonly number[]): SectionErrors | null {
  if (!(error instanceof HttpError) || ![400, 409, 422].includes(error.status)) return null;
  const found: SectionErrors = { fields: {}, students: {} };
  let placed = false;
  for (const issue of error.issues) {
    const [head, index] = String(issue.path ?? '').split('.');
    if (head === 'student_ids' && index !== undefined && sent[Number(index)] !== undefined) {
      found.students[sent[Number(index)]!] ??= issue.message;
      placed = true;
    } else if (head === 'student_ids' || head === 'bus_id' || head === 'category_id' || head === 'from' || head === 'stop') {
      found.fields[head] ??= issue.message;
      placed = true;
    }
  }
  return placed ? found : null;
}
