import type { ReactNode } from 'react';
import { buttonClass } from './button';

export interface SheetTitleBarProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** The draft's marker ("Not sent") or nothing. */
  marker?: ReactNode;
  back: string;
  /** "All registers", "All papers". */
  backLabel: string;
}

/** The top of a sheet typed on a tablet (a register, a mark sheet): what it is, and the way back to the list. */
export function SheetTitleBar({ title, subtitle, marker, back, backLabel }: SheetTitleBarProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-700">{subtitle}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {marker}
        <a href={back} className={buttonClass('secondary')}>
          {backLabel}
        </a>
      </div>
    </div>
  );
}
