import { useMemo, useState } from 'react';
import type { MarkSheet } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { Button } from '@/components/ui/button';
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

/**
 * Someone else saved these marks after the draft was begun: both versions side by side, and
 * the user picks per student, or all one way. Mine is ticked as typed; nothing is assumed.
 */
export function ConflictDialog({ saved, draft, timeZone, onChoose, onClose }: ConflictDialogProps) {
  const rows = useMemo(() => (saved && draft ? differences(saved, draft) : []), [saved, draft]);
  const [theirs, setTheirs] = useState<ReadonlySet<number>>(new Set());
  const mineOf = (keepTheirs: ReadonlySet<number>) => new Set(rows.map((r) => r.student.student_id).filter((id) => !keepTheirs.has(id)));
  const pick = (id: number, mine: boolean) =>
    setTheirs((prev) => {
      const next = new Set(prev);
      if (mine) next.delete(id);
      else next.add(id);
      return next;
    });
  const by = saved?.saved?.updated_by_name ?? 'someone else';

  return (
    <Modal open={!!saved && !!draft} onClose={onClose} title="Choose which marks to keep" width="44rem">
      {saved ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            {saved.saved
              ? `${by} saved these marks at ${formatDateTime(saved.saved.updated_at, timeZone)}, after you began typing.`
              : 'These marks changed after you began typing.'}
            {rows.length ? ' These students differ:' : ' Your marks and theirs now agree.'}
          </p>
          {rows.length ? (
            <>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setTheirs(new Set())}>
                  Mine for everyone
                </Button>
                <Button variant="secondary" onClick={() => setTheirs(new Set(rows.map((r) => r.student.student_id)))}>
                  Theirs for everyone
                </Button>
              </div>
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                    <th scope="col" className="py-2 pr-2">
                      Student
                    </th>
                    <th scope="col" className="py-2 pr-2">
                      Yours (not sent)
                    </th>
                    <th scope="col" className="py-2">
                      Saved by {by}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => {
                    const id = r.student.student_id;
                    const name = `keep-${id}`;
                    return (
                      <tr key={id} className="border-b border-slate-100">
                        <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                          {r.student.fullname}
                        </th>
                        <td className="py-2 pr-2">
                          <label className="inline-flex items-center gap-2">
                            <input type="radio" name={name} checked={!theirs.has(id)} onChange={() => pick(id, true)} />
                            {entryLabel(r.mine)}
                          </label>
                        </td>
                        <td className="py-2">
                          <label className="inline-flex items-center gap-2">
                            <input type="radio" name={name} checked={theirs.has(id)} onChange={() => pick(id, false)} />
                            {entryLabel(r.theirs)}
                          </label>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onChoose(new Set())}>
              Keep theirs, drop mine
            </Button>
            <Button onClick={() => onChoose(mineOf(theirs))}>{rows.length ? 'Keep my choice and save' : 'Continue'}</Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
