import { useId, useState } from 'react';
import { PROMOTION_OUTCOMES, type PromotionOutcome, type PromotionPreview } from '@contract';
import { Button } from '@/components/ui/button';
import { usePromote } from '../api/promotion';
import { ConfirmPromotion } from './confirm-promotion';
import { DecisionRow } from './decision-row';
import { hasFinalResults } from './final-result';
import { confirmBlocker, defaultTarget, initialDecisions, OUTCOME_LABELS, outcomeOf, timingText, type Decision } from './decisions';
import { LabelledSelect } from './labelled-select';
import { issuesOf, PromotionProblems } from './promotion-problems';

export interface PromotionDecisionsProps {
  preview: PromotionPreview;
  targetYearId: number;
  targetYearName: string;
  sectionName: string;
}

/** Step 2: what happens to each student of the section, row by row or all at once. */
export function PromotionDecisions({ preview, targetYearId, targetYearName, sectionName }: PromotionDecisionsProps) {
  const [decisions, setDecisions] = useState(() => initialDecisions(preview));
  const [bulk, setBulk] = useState<PromotionOutcome | ''>('');
  const [confirming, setConfirming] = useState(false);
  const promote = usePromote(() => setConfirming(false));

  const students = preview.students;
  // Every student of the preview has a decision from the start (initialDecisions).
  const decisionOf = (studentId: number): Decision => decisions[studentId]!;
  const missingTarget = students.filter((s) => {
    const d = decisionOf(s.student_id);
    return d.outcome !== 'graduated' && !d.target;
  });
  const rerun = students.filter((s) => s.already).length;
  const issues = issuesOf(promote.error, students);
  const blocker = confirmBlocker(missingTarget, promote.isPending);
  const blockerId = useId();
  const timing = timingText(preview, `${preview.class_name} ${sectionName}`);
  const showFinal = hasFinalResults(students);

  const decide = (outcome: PromotionOutcome, preferred: number | null): Decision => ({
    outcome,
    target: outcome === 'graduated' ? '' : defaultTarget(preview, outcome, preferred),
  });
  const setOutcome = (studentId: number, outcome: PromotionOutcome, preferred: number | null) =>
    setDecisions((all) => ({ ...all, [studentId]: decide(outcome, preferred) }));
  const setTarget = (studentId: number, target: string) => setDecisions((all) => ({ ...all, [studentId]: { ...all[studentId]!, target } }));
  const applyBulk = () => {
    if (!bulk) return;
    setDecisions(Object.fromEntries(students.map((s) => [s.student_id, decide(bulk, s.target_section_id)])));
  };

  const submit = () =>
    promote.mutate({
      section_id: preview.section_id,
      target_year_id: targetYearId,
      decisions: students.map((s) => {
        const d = decisionOf(s.student_id);
        return { student_id: s.student_id, outcome: d.outcome, target_section_id: d.target ? Number(d.target) : null };
      }),
    });

  if (students.length === 0) {
    return <p className="rounded-xl bg-white px-4 py-12 text-center text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">No students are enrolled in this section.</p>;
  }

  return (
    <section aria-labelledby="promotion-heading" className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 p-4">
        <div className="flex-1">
          <h2 id="promotion-heading" className="text-base font-semibold text-slate-900">
            {preview.class_name} {sectionName} → {targetYearName}
          </h2>
          <p className="text-sm text-slate-700">
            {students.length} students · promoted go to {preview.next_class_name ?? 'no next class (graduate or repeat)'}
            {rerun ? ` · ${rerun} already decided in an earlier run` : ''}
          </p>
        </div>
        <LabelledSelect label="Set all to…" value={bulk} width="w-40" onChange={(v) => setBulk(outcomeOf(v) ?? '')}>
          <option value="">Choose</option>
          {PROMOTION_OUTCOMES.map((o) => (
            <option key={o} value={o} disabled={o === 'promoted' && !preview.next_class_id}>
              {OUTCOME_LABELS[o]}
            </option>
          ))}
        </LabelledSelect>
        <Button variant="secondary" disabled={!bulk} onClick={applyBulk}>
          Apply to all
        </Button>
        <div className="flex flex-col items-end gap-1">
          <Button disabled={blocker != null} aria-describedby={blocker ? blockerId : undefined} onClick={() => setConfirming(true)}>
            Confirm promotion
          </Button>
          {/* A disabled button says why, next to it and in its description (issue 10, item 11). */}
          {blocker ? (
            <p id={blockerId} className="max-w-[16rem] text-right text-xs font-medium text-red-700">
              {blocker}
            </p>
          ) : null}
        </div>
      </div>
      <p className="mx-4 my-3 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-200">
        <strong className="font-semibold">{timing.effect}</strong>
        {timing.until ? ` ${timing.until}` : ''}
      </p>
      {showFinal ? (
        <p className="mx-4 my-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
          The proposals follow the final exam report of {preview.from_year_name}: a student who failed it is proposed <strong className="font-semibold">Repeated</strong>.
          Check each row and change what you decide otherwise; nothing is saved until you confirm.
        </p>
      ) : null}

      {preview.next_class_id && preview.next_sections.length === 0 ? (
        <p role="status" className="mx-4 mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          {preview.next_class_name} has no sections in {targetYearName} yet: add them under Settings › Sections before promoting.
        </p>
      ) : null}
      <PromotionProblems error={promote.error} students={students} issues={issues} />

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Students of {preview.class_name} {sectionName} and what happens to each
          </caption>
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="px-3 py-2 font-semibold desk:px-4">Student</th>
              {showFinal ? (
                <th scope="col" className="px-3 py-2 font-semibold desk:px-4">
                  Final exam report
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2 font-semibold desk:px-4">Outcome</th>
              <th scope="col" className="px-3 py-2 font-semibold desk:px-4">Section in {targetYearName}</th>
              <th scope="col" className="px-3 py-2 font-semibold desk:px-4">Status</th>
            </tr>
          </thead>
          <tbody>
            {students.map((s) => (
              <DecisionRow
                key={s.student_id}
                preview={preview}
                student={s}
                decision={decisionOf(s.student_id)}
                issues={issues.byStudent.get(s.student_id)}
                onOutcome={(outcome) => setOutcome(s.student_id, outcome, s.target_section_id)}
                onTarget={(target) => setTarget(s.student_id, target)}
                showFinal={showFinal}
              />
            ))}
          </tbody>
        </table>
      </div>

      <ConfirmPromotion
        open={confirming}
        preview={preview}
        decisions={decisions}
        sectionName={sectionName}
        targetYearName={targetYearName}
        pending={promote.isPending}
        onConfirm={submit}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
