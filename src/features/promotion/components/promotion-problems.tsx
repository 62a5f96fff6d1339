import type { PromotionProposal } from '@contract';
import { errorMessage, HttpError } from '@/lib/http-error';

/** The server's refusals of one save, per student (by their place in the table) and for the whole section. */
export function issuesOf(error: Error | null, students: PromotionProposal[]) {
  // The server names rows by their place in `decisions`, which follows the table's order.
  const serverIssues = error instanceof HttpError ? error.issues : [];
  const byStudent = new Map<number, string[]>();
  const other: string[] = [];
  for (const issue of serverIssues) {
    const m = /^decisions\.(\d+)/.exec(issue.path);
    const student = m ? students[Number(m[1])] : undefined;
    if (student) byStudent.set(student.student_id, [...(byStudent.get(student.student_id) ?? []), issue.message]);
    else other.push(issue.message);
  }
  return { any: serverIssues.length > 0, byStudent, other };
}

export interface PromotionProblemsProps {
  error: Error | null;
  students: PromotionProposal[];
  issues: ReturnType<typeof issuesOf>;
}

/** Why the last save was refused: nothing of it was written. */
export function PromotionProblems({ error, students, issues }: PromotionProblemsProps) {
  if (!issues.any && !(error && !(error instanceof HttpError && error.issues.length))) return null;
  return (
    <div role="alert" className="mx-4 mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">Nothing was saved.</p>
      <ul className="mt-1 list-disc pl-5">
        {students
          .filter((s) => issues.byStudent.has(s.student_id))
          .map((s) => (
            <li key={s.student_id}>
              {s.fullname} ({s.admission_no}): {issues.byStudent.get(s.student_id)?.join(' ')}
            </li>
          ))}
        {issues.other.map((m) => (
          <li key={m}>{m}</li>
        ))}
        {!issues.any && error ? <li>{errorMessage(error)}</li> : null}
      </ul>
    </div>
  );
}
