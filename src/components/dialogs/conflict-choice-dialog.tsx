import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from './modal';

/** A student whose saved entry differs from the draft's, both in words. */
export interface ConflictRow {
  id: number;
  name: string;
  mine: string;
  theirs: string;
}

export interface ConflictChoiceDialogProps {
  open: boolean;
  onClose: () => void;
  /** Who saved and when; null while there is nothing to show. */
  intro: ReactNode | null;
  savedBy: string;
  rows: readonly ConflictRow[];
  /** "Mine for everyone" and "Theirs for everyone" above a long list. */
  allOneWay?: boolean;
  /** What sends the choice: "Keep my choice and send". */
  keepLabel: string;
  onChoose: (keepMine: ReadonlySet<number>) => void;
  width: string;
}

/**
 * Someone else saved after the draft was begun (a register, a mark sheet): both versions side
 * by side, and the user picks per student. Mine is ticked as typed; theirs is never assumed.
 */
export function ConflictChoiceDialog({ open, onClose, intro, savedBy, rows, allOneWay, keepLabel, onChoose, width }: ConflictChoiceDialogProps) {
  const [theirs, setTheirs] = useState<ReadonlySet<number>>(new Set());
  const keepMine = () => new Set(rows.map((r) => r.id).filter((id) => !theirs.has(id)));
  const pick = (id: number, mine: boolean) =>
    setTheirs((prev) => {
      const next = new Set(prev);
      if (mine) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Modal open={open} onClose={onClose} title="Choose which marks to keep" width={width}>
      {intro !== null ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            {intro}
            {rows.length ? ' These students differ:' : ' Your marks and theirs now agree.'}
          </p>
          {rows.length && allOneWay ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setTheirs(new Set())}>
                Mine for everyone
              </Button>
              <Button variant="secondary" onClick={() => setTheirs(new Set(rows.map((r) => r.id)))}>
                Theirs for everyone
              </Button>
            </div>
          ) : null}
          {rows.length ? (
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                  <th scope="col" className="py-2 pr-2">Student</th>
                  <th scope="col" className="py-2 pr-2">Yours (not sent)</th>
                  <th scope="col" className="py-2">Saved by {savedBy}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-2 font-medium text-slate-900">{r.name}</th>
                    <td className="py-2 pr-2">
                      <label className="inline-flex items-center gap-2">
                        <input type="radio" name={`keep-${r.id}`} checked={!theirs.has(r.id)} onChange={() => pick(r.id, true)} />
                        {r.mine}
                      </label>
                    </td>
                    <td className="py-2">
                      <label className="inline-flex items-center gap-2">
                        <input type="radio" name={`keep-${r.id}`} checked={theirs.has(r.id)} onChange={() => pick(r.id, false)} />
                        {r.theirs}
                      </label>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onChoose(new Set())}>
              Keep theirs, drop mine
            </Button>
            <Button onClick={() => onChoose(keepMine())}>{rows.length ? keepLabel : 'Continue'}</Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
