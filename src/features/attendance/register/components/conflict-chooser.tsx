import { useMemo, useState } from 'react';
import type { AttendanceCode, AttendanceSheet } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { Button } from '@/components/ui/button';
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

/**
 * Someone else saved this register after the draft was begun: both versions side by side, the
 * user picks per student (theirs by default is never assumed: mine is ticked, as typed).
 */
export function ConflictChooser({ saved, draft, codes, timeZone, onChoose, onClose }: ConflictChooserProps) {
  const rows = useMemo(() => (saved && draft ? differences(saved, draft) : []), [saved, draft]);
  const [theirs, setTheirs] = useState<ReadonlySet<number>>(new Set());
  const keepMine = () => new Set(rows.filter((r) => !theirs.has(r.student.student_id)).map((r) => r.student.student_id));
  const pick = (id: number, mine: boolean) =>
    setTheirs((prev) => {
      const next = new Set(prev);
      if (mine) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Modal open={!!saved && !!draft} onClose={onClose} title="Choose which marks to keep" width="40rem">
      {saved?.sheet ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            {saved.sheet.updated_by_name} saved this register at {formatDateTime(saved.sheet.updated_at, timeZone)}, after you began typing.
            {rows.length ? ' These students differ:' : ' Your marks and theirs now agree.'}
          </p>
          {rows.length ? (
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                  <th scope="col" className="py-2 pr-2">Student</th>
                  <th scope="col" className="py-2 pr-2">Yours (not sent)</th>
                  <th scope="col" className="py-2">Saved by {saved.sheet.updated_by_name}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const id = r.student.student_id;
                  const name = `keep-${id}`;
                  return (
                    <tr key={id} className="border-b border-slate-100">
                      <th scope="row" className="py-2 pr-2 font-medium text-slate-900">{r.student.fullname}</th>
                      <td className="py-2 pr-2">
                        <label className="inline-flex items-center gap-2">
                          <input type="radio" name={name} checked={!theirs.has(id)} onChange={() => pick(id, true)} />
                          {label(codes, r.mine)}
                        </label>
                      </td>
                      <td className="py-2">
                        <label className="inline-flex items-center gap-2">
                          <input type="radio" name={name} checked={theirs.has(id)} onChange={() => pick(id, false)} />
                          {label(codes, r.theirs)}
                        </label>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onChoose(new Set())}>
              Keep theirs, drop mine
            </Button>
            <Button onClick={() => onChoose(keepMine())}>{rows.length ? 'Keep my choice and send' : 'Continue'}</Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
