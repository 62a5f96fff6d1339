import type { AttendanceCode, AttendanceSheet } from '@contract';
import { Button } from '@/components/ui/button';
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
    <div className="sticky bottom-0 z-10 -mx-2 space-y-2 rounded-t-xl border-t border-slate-200 bg-white/95 px-3 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur">
      {unsent ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-amber-950">
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">Not sent</span>
          {online
            ? `${Object.keys(draft.marks).length} change${Object.keys(draft.marks).length === 1 ? '' : 's'} kept on this device. Not sent yet.`
            : 'You are offline. Your marks are kept on this device; send them when the connection is back.'}
        </p>
      ) : null}
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
    </div>
  );
}
