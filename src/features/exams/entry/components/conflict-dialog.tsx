import { useMemo } from 'react';
import type { MarkSheet } from '@contract';
import { ConflictChoiceDialog } from '@/components/dialogs/conflict-choice-dialog';
import { formatDateTime } from '@/lib/format-date';
import { differences, entryLabel, type MarksDraft } from '../lib/marks';

export interface ConflictDialogProps {
  /** The sheet as saved by someone else since the draft began; null closes the dialog. */
  saved: MarkSheet | null;
  draft: MarksDraft | null;
  timeZone: string;
  onChoose: (keepMine: ReadonlySet<number>) => void;
  onClose: () => void;
}

/** Someone else saved these marks after the draft was begun: the user picks per student, or all one way. */
export function ConflictDialog({ saved, draft, timeZone, onChoose, onClose }: ConflictDialogProps) {
  const rows = useMemo(
    () => (saved && draft ? differences(saved, draft) : []).map((r) => ({ id: r.student.student_id, name: r.student.fullname, mine: entryLabel(r.mine), theirs: entryLabel(r.theirs) })),
    [saved, draft],
  );
  const by = saved?.saved?.updated_by_name ?? 'someone else';
  const intro = !saved ? null : saved.saved ? `${by} saved these marks at ${formatDateTime(saved.saved.updated_at, timeZone)}, after you began typing.` : 'These marks changed after you began typing.';
  return (
    <ConflictChoiceDialog
      open={!!saved && !!draft}
      onClose={onClose}
      width="44rem"
      intro={intro}
      savedBy={by}
      rows={rows}
      allOneWay
      keepLabel="Keep my choice and save"
      onChoose={onChoose}
    />
  );
}
