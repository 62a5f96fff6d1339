import { PROMOTION_OUTCOMES, type PromotionOutcome, type PromotionPreview } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { OUTCOME_LABELS, timingText, type Decision } from './decisions';

export interface ConfirmPromotionProps {
  open: boolean;
  preview: PromotionPreview;
  decisions: Record<number, Decision>;
  sectionName: string;
  targetYearName: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Step 3: how many are promoted, repeat or graduate, and into which sections, before it is saved whole. */
export function ConfirmPromotion({ open, preview, decisions, sectionName, targetYearName, pending, onConfirm, onCancel }: ConfirmPromotionProps) {
  const students = preview.students;
  const timing = timingText(preview, `${preview.class_name} ${sectionName}`);
  const rerun = students.filter((s) => s.already).length;
  const names = new Map([
    ...preview.next_sections.map((s) => [String(s.id), `${preview.next_class_name ?? ''} ${s.name}`.trim()] as const),
    ...preview.repeat_sections.map((s) => [String(s.id), `${preview.class_name} ${s.name}`] as const),
  ]);
  const sectionLabel = (id: string) => names.get(id) ?? id;
  const outcomeOf = (studentId: number) => decisions[studentId]?.outcome;
  const counts = PROMOTION_OUTCOMES.map((o) => ({ o, n: students.filter((s) => outcomeOf(s.student_id) === o).length }));

  const targetSummary = (o: PromotionOutcome) => {
    const bySection = new Map<string, number>();
    for (const s of students) {
      const d = decisions[s.student_id];
      if (d && d.outcome === o && d.target) bySection.set(d.target, (bySection.get(d.target) ?? 0) + 1);
    }
    return [...bySection].map(([id, n]) => `${n} into ${sectionLabel(id)}`).join(', ');
  };

  return (
    <Modal open={open} onClose={onCancel} title="Confirm the promotion" width="32rem">
      <ConfirmPanel confirmLabel="Promote" pending={pending} onCancel={onCancel} onConfirm={onConfirm}>
        <p>
          {preview.class_name} {sectionName}: {students.length} students into {targetYearName}.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {counts.map(({ o, n }) => (
            <li key={o}>
              <strong>{n}</strong> {OUTCOME_LABELS[o].toLowerCase()}
              {n && o !== 'graduated' && targetSummary(o) ? ` (${targetSummary(o)})` : ''}
            </li>
          ))}
        </ul>
        {rerun ? <p>{rerun} of them were decided before; their enrolment in {targetYearName} is replaced.</p> : null}
        <p>
          {timing.effect}
          {timing.until ? ` ${timing.until}` : ''}
        </p>
        <p>It is saved whole or not at all.</p>
      </ConfirmPanel>
    </Modal>
  );
}
