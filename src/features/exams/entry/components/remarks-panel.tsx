import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EXAM_MESSAGES, type SectionResults } from '@contract';
import { examKeys } from '@/api/exams';
import { QueryProblem } from '@/components/overlays/query-state';
import { ReportSkeleton } from '@/components/report/report-states';
import { Button } from '@/components/ui/button';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { whileSubmitting } from '@/lib/refusals';
import { useAction } from '@/lib/use-action';
import { cardRemarksQueryOptions, saveCardRemarks } from '../api/remarks';
import { StudentHeads } from './student-heads';

export interface RemarksPanelProps {
  examId: number;
  sectionId: number;
  /** The section's broadsheet: its students sitting the exam. */
  results: SectionResults | undefined;
  resultsError: Error | null;
}

/** Remarks are at most this long on a card (contract `cardRemarksInput`). */
const REMARK_MAX = 300;

/**
 * The class teacher's remark on each student's report card for the exam. Read and saved live,
 * as one list; a blank remark removes it.
 */
export function RemarksPanel({ examId, sectionId, results, resultsError }: RemarksPanelProps) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const remarks = useQuery(cardRemarksQueryOptions(examId, sectionId));
  const [typed, setTyped] = useState<ReadonlyMap<number, string>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const save = useAction({
    mutationFn: saveCardRemarks,
    invalidates: [examKeys.sheets(), examKeys.progress(), examKeys.reports()],
    success: (answer) => answer.message || EXAM_MESSAGES.remarksSaved,
    onSuccess: (answer) => {
      queryClient.setQueryData(cardRemarksQueryOptions(examId, sectionId).queryKey, answer.remarks);
      setTyped(new Map());
    },
  });

  const error = resultsError ?? remarks.error;
  if (!results || !remarks.data) {
    if (!online || (error instanceof HttpError && error.isNetwork)) {
      return (
        <QueryProblem
          title="Remarks need a connection"
          message="The report card remarks are read and saved live. Open this tab again once you are connected."
        />
      );
    }
    if (error) return <QueryProblem title="The remarks could not load" message={errorMessage(error)} />;
    return <ReportSkeleton rows={6} label="Loading the remarks…" />;
  }
  if (!results.students.length) {
    return (
      <p className="rounded-xl bg-white px-4 py-10 text-center text-slate-800 shadow-sm ring-1 ring-slate-200">No students sit this exam in this section.</p>
    );
  }

  const given = new Map(remarks.data.map((r) => [r.student_id, r.remark]));
  const shown = (id: number) => typed.get(id) ?? given.get(id) ?? '';
  const changed = [...typed].filter(([id, text]) => text.trim() !== (given.get(id) ?? '').trim()).length;
  const onSave = () => {
    const order = results.students.map((s) => s.student_id);
    const target = {
      show: (e: unknown) => {
        if (!(e instanceof HttpError)) return false;
        const found = new Map<number, string>();
        for (const issue of e.issues) {
          const at = /^remarks\.(\d+)\./.exec(issue.path);
          const id = at ? order[Number(at[1])] : undefined;
          if (id !== undefined) found.set(id, issue.message);
        }
        setErrors(found);
        return found.size > 0;
      },
    };
    whileSubmitting(target, () =>
      save.mutate({
        exam_id: examId,
        section_id: sectionId,
        remarks: results.students.map((s) => ({ student_id: s.student_id, remark: shown(s.student_id).trim() || null })),
      }),
    );
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        The class teacher&apos;s remark, printed on each student&apos;s report card for this exam. Leave one blank to print none.
      </p>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <StudentHeads />
              <th scope="col" className="px-2 py-2">
                Remark
              </th>
            </tr>
          </thead>
          <tbody>
            {results.students.map((s, i) => {
              const problem = errors.get(s.student_id);
              return (
                <tr key={s.student_id} className="border-b border-slate-100 align-top last:border-b-0">
                  <td className="px-2 py-2 text-right tabular-nums text-slate-600">{i + 1}</td>
                  <th scope="row" className="px-2 py-2 font-medium text-slate-900">
                    {s.fullname}
                  </th>
                  <td className="px-2 py-2 text-slate-700">{s.admission_no}</td>
                  <td className="px-2 py-1.5">
                    <input
                      type="text"
                      aria-label={`Remark for ${s.fullname}`}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `card-remark-error-${s.student_id}` : undefined}
                      maxLength={REMARK_MAX}
                      value={shown(s.student_id)}
                      onChange={(e) => {
                        const text = e.target.value;
                        setTyped((prev) => new Map(prev).set(s.student_id, text));
                        setErrors((prev) => (prev.has(s.student_id) ? new Map([...prev].filter(([id]) => id !== s.student_id)) : prev));
                      }}
                      className="w-full min-w-48 rounded-md border border-slate-300 px-2 py-1.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40 aria-[invalid=true]:border-red-600"
                    />
                    {problem ? (
                      <p id={`card-remark-error-${s.student_id}`} className="mt-1 text-xs text-red-700">
                        {problem}
                      </p>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-end gap-3">
        {changed ? (
          <span className="text-sm text-slate-700">
            {changed} remark{changed === 1 ? '' : 's'} changed
          </span>
        ) : null}
        <Button onClick={onSave} disabled={save.isPending || !changed} className="min-h-11">
          {save.isPending ? 'Saving…' : 'Save remarks'}
        </Button>
      </div>
    </div>
  );
}
