import type { AttendanceCode, AttendanceSheet } from '@contract';
import { Button } from '@/components/ui/button';
import { StickySaveBar } from '@/components/ui/sticky-save-bar';
import { tally, type RegisterDraft } from '../lib/marks';

export interface SaveBarProps {
  sheet: AttendanceSheet;
  draft: RegisterDraft | null;
  codes: readonly AttendanceCode[];
  presentId: number;
  online: boolean;
  pending: boolean;
  /** Someone else saved since the draft began: the user chooses first. */
  blocked: boolean;
  onSave: () => void;
}

/**
 * Stays in reach at the bottom of a long register: the counts so far, whether anything is not
 * sent, and the one Save. Offline the marks wait on the device; Save is refused by the guard.
 */
export function SaveBar({ sheet, draft, codes, presentId, online, pending, blocked, onSave }: SaveBarProps) {
  const counts = tally(sheet, draft, presentId);
  const unsent = !!draft;
  const nothingToSend = !!sheet.sheet && !unsent;
  return (
    <StickySaveBar unsent={draft ? Object.keys(draft.marks).length : null} online={online} verb="send" bleed>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ul aria-label="Counts" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          {codes.map((c) => (
            <li key={c.id}>
              <span className="font-semibold tabular-nums">{counts.get(c.id) ?? 0}</span> {c.name}
            </li>
          ))}
        </ul>
        <Button onClick={onSave} disabled={pending || nothingToSend} className="min-h-12 min-w-40">
          {pending ? 'Sending…' : blocked ? 'Choose and send' : nothingToSend ? 'Saved' : sheet.sheet ? 'Save changes' : 'Save register'}
        </Button>
      </div>
    </StickySaveBar>
  );
}
