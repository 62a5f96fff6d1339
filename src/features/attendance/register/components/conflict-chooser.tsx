import { useMemo } from 'react';
import type { AttendanceCode, AttendanceSheet } from '@contract';
import { ConflictChoiceDialog } from '@/components/dialogs/conflict-choice-dialog';
import { formatDateTime } from '@/lib/format-date';
import { differences, type RegisterDraft } from '../lib/marks';

export interface ConflictChooserProps {
  saved: AttendanceSheet | null;
  draft: RegisterDraft | null;
  codes: ReadonlyMap<number, AttendanceCode>;
  timeZone: string;
  onChoose: (keepMine: ReadonlySet<number>) => void;
  onClose: () => void;
}

const label = (codes: ReadonlyMap<number, AttendanceCode>, mark: { code_id: number; note: string | null } | null) =>
  mark ? `${codes.get(mark.code_id)?.name ?? 'Unknown'}${mark.note ? ` (“${mark.note}”)` : ''}` : 'Not marked';

/** Someone else saved this register after the draft was begun: the user picks per student. */
export function ConflictChooser({ saved, draft, codes, timeZone, onChoose, onClose }: ConflictChooserProps) {
  const rows = useMemo(
    () =>
      (saved && draft ? differences(saved, draft) : []).map((r) => ({ id: r.student.student_id, name: r.student.fullname, mine: label(codes, r.mine), theirs: label(codes, r.theirs) })),
    [saved, draft, codes],
  );
  const sheet = saved?.sheet;
  return (
    <ConflictChoiceDialog
      open={!!saved && !!draft}
      onClose={onClose}
      width="40rem"
      intro={sheet ? `${sheet.updated_by_name} saved this register at ${formatDateTime(sheet.updated_at, timeZone)}, after you began typing.` : null}
      savedBy={sheet?.updated_by_name ?? ''}
      rows={rows}
      keepLabel="Keep my choice and send"
      onChoose={onChoose}
    />
  );
}
