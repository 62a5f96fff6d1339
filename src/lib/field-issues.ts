import * as v from 'valibot';

export type FieldIssues = Partial<Record<string, string>>;

/**
 * The first message of each field a contract check refused, for a form or filter to show at that
 * field. A list's item (`student_ids.3`) counts as the list's field.
 */
export function firstIssuePerField(issues: readonly v.BaseIssue<unknown>[]): FieldIssues {
  const errors: FieldIssues = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue)?.split('.')[0];
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

type Ends = { from: string; to: string };

/**
 * A range's two ends checked as the server checks them: each end must be chosen (`empty` says
 * how to ask for it), then `schema` (the report's query in the contract) places its refusal at
 * the end it names.
 */
export function checkRangeEnds(schema: v.GenericSchema, choice: Ends, empty: Ends): Partial<Ends> {
  const errors: Partial<Ends> = {};
  if (!choice.from) errors.from = empty.from;
  if (!choice.to) errors.to = empty.to;
  if (errors.from || errors.to) return errors;
  const parsed = v.safeParse(schema, choice);
  if (parsed.success) return errors;
  const { from, to } = firstIssuePerField(parsed.issues);
  if (from) errors.from = from;
  if (to) errors.to = to;
  return errors;
}
