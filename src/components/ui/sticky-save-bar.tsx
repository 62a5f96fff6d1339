import type { ReactNode } from 'react';

export interface StickySaveBarProps {
  /** Changes kept on the device, not sent yet; null when no draft waits. */
  unsent: number | null;
  online: boolean;
  /** What the page's button does with them: "send" (a register), "save" (a mark sheet). */
  verb: 'send' | 'save';
  /** Reaches a little past the page's padding (the register's full-width rows). */
  bleed?: boolean;
  children: ReactNode;
}

/**
 * Stays in reach at the bottom of a long grid on a tablet: whether anything typed waits on the
 * device, then the page's own counts and saves. Offline the marks wait; the guard refuses a save.
 */
export function StickySaveBar({ unsent, online, verb, bleed, children }: StickySaveBarProps) {
  return (
    <div
      className={`sticky bottom-0 z-10 ${bleed ? '-mx-2 ' : ''}space-y-2 rounded-t-xl border-t border-slate-200 bg-white/95 px-3 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur`}
    >
      {unsent !== null ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-amber-950">
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">Not sent</span>
          {online
            ? `${unsent} change${unsent === 1 ? '' : 's'} kept on this device. Not sent yet.`
            : `You are offline. Your marks are kept on this device; ${verb} them when the connection is back.`}
        </p>
      ) : null}
      {children}
    </div>
  );
}
