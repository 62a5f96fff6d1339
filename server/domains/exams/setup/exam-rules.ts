import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { EXAM_STATE_MOVES, EXAM_STATES, type ApiIssue, type ExamInput } from '@contract';
import { day, int8 } from '../../../db/row-fields';
import { readRows, type DbOrTx } from '../../../db/client';
import { dayName } from '../../../lib/days';
import { gradingIssues } from './shared';

/** The exam as saved, for an edit's checks. */
export const savedExamRow = v.object({
  id: v.number(),
  academic_year_id: v.number(),
  exam_type_id: v.number(),
  grading_system_id: v.number(),
  status: v.picklist(EXAM_STATES),
  start_date: day,
  end_date: day,
  papers: v.number(),
});
export type SavedExam = v.InferOutput<typeof savedExamRow>;

const yearRow = v.object({ name: v.string(), start: day, end: day });
const gradingRow = v.object({ name: v.string(), status: v.string() });
interface Refs {
  year: v.InferOutput<typeof yearRow> | null;
  type: boolean;
  grading: v.InferOutput<typeof gradingRow> | null;
}

/**
 * The year, type and grading system the exam names. The system is read FOR SHARE: it cannot go
 * Inactive (which locks it first) between this check and the exam's save.
 */
async function readRefs(tx: DbOrTx, schoolId: number, input: ExamInput): Promise<Refs> {
  const [year] = await readRows(
    tx,
    yearRow,
    sql`select name, to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as end
      from academic_years where id = ${input.academic_year_id} and school_id = ${schoolId}`,
  );
  const [type] = await readRows(tx, v.object({ id: int8 }), sql`select id from exam_types where id = ${input.exam_type_id} and school_id = ${schoolId}`);
  const [grading] = await readRows(
    tx,
    gradingRow,
    sql`select name, status from grading_systems where id = ${input.grading_system_id} and school_id = ${schoolId} for share`,
  );
  return { year: year ?? null, type: !!type, grading: grading ?? null };
}

function statusIssues(input: ExamInput, saved?: SavedExam): ApiIssue[] {
  if (!saved) return input.status === 'Closed' ? [{ path: 'status', message: 'A new exam is Pending or Active.' }] : [];
  if (input.status === saved.status || EXAM_STATE_MOVES[saved.status].includes(input.status)) return [];
  return [{ path: 'status', message: `A ${saved.status} exam can only be made ${EXAM_STATE_MOVES[saved.status].join(' or ')}.` }];
}

/**
 * A closed exam's marks are locked, and so is what grades and weighs them: its system, type,
 * year and dates change only once it is reopened. Its name may still be corrected.
 */
function closedIssues(input: ExamInput, saved: SavedExam): ApiIssue[] {
  if (saved.status !== 'Closed' || input.status !== 'Closed') return [];
  const message = 'The exam is closed: reopen it to change this.';
  const changed: [keyof ExamInput, boolean][] = [
    ['academic_year_id', input.academic_year_id !== saved.academic_year_id],
    ['exam_type_id', input.exam_type_id !== saved.exam_type_id],
    ['grading_system_id', input.grading_system_id !== saved.grading_system_id],
    ['start_date', input.start_date !== saved.start_date],
    ['end_date', input.end_date !== saved.end_date],
  ];
  return changed.filter(([, yes]) => yes).map(([path]) => ({ path, message }));
}

/** Papers set on a day the new dates leave out: they must move first. */
async function paperDateIssues(tx: DbOrTx, input: ExamInput, saved: SavedExam): Promise<ApiIssue[]> {
  if (!saved.papers || (input.start_date === saved.start_date && input.end_date === saved.end_date)) return [];
  const outside = await readRows(
    tx,
    v.object({ subject: v.string(), class: v.string(), date: day }),
    sql`select sub.name as subject, cls.name as class, to_char(es.date, 'YYYY-MM-DD') as date
      from exam_subjects es join subjects sub on sub.id = es.subject_id join classes cls on cls.id = es.class_id
      where es.exam_id = ${saved.id} and (es.date < ${input.start_date}::date or es.date > ${input.end_date}::date)
      order by es.date, cls.sort_order, sub.name`,
  );
  const first = outside[0];
  if (!first) return [];
  const more = outside.length > 1 ? ` (and ${outside.length - 1} more)` : '';
  const message = `${first.subject} for ${first.class} is set on ${dayName(first.date)}${more}, outside these dates; move it first.`;
  return [{ path: first.date < input.start_date ? 'start_date' : 'end_date', message }];
}

/** Every rule an exam's save breaks, by field, or none. */
export async function examIssues(tx: DbOrTx, schoolId: number, input: ExamInput, saved?: SavedExam): Promise<ApiIssue[]> {
  const refs = await readRefs(tx, schoolId, input);
  const issues: ApiIssue[] = [];
  if (!refs.year) issues.push({ path: 'academic_year_id', message: 'Choose an academic year of this school.' });
  else if (saved && saved.papers && input.academic_year_id !== saved.academic_year_id) {
    issues.push({ path: 'academic_year_id', message: 'The academic year cannot change once the exam has papers.' });
  }
  if (!refs.type) issues.push({ path: 'exam_type_id', message: 'Choose an exam type of this school.' });
  issues.push(...gradingIssues(refs.grading ?? undefined, 'grading_system_id', saved?.grading_system_id === input.grading_system_id));
  if (refs.year) {
    const within = `An exam of ${refs.year.name} falls between ${dayName(refs.year.start)} and ${dayName(refs.year.end)}.`;
    if (input.start_date < refs.year.start || input.start_date > refs.year.end) issues.push({ path: 'start_date', message: within });
    if (input.end_date > refs.year.end || input.end_date < refs.year.start) issues.push({ path: 'end_date', message: within });
  }
  issues.push(...statusIssues(input, saved));
  if (saved) issues.push(...closedIssues(input, saved));
  if (issues.length || !saved) return issues;
  return paperDateIssues(tx, input, saved);
}
