import { Icon } from './nav-icons';

export interface NavbarProps {
  title: string;
  academicName: string;
  online: boolean;
  minimised: boolean;
  mobileOpen: boolean;
  onToggleMinimised: () => void;
  onToggleMobile: () => void;
}

// No display utility here: each button sets its own (inline-flex vs hidden would clash).
const iconButton =
  'size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** Spec §2: the page title, the minimise and mobile toggles; §1: the active year and the bell. */
export function Navbar({ title, academicName, online, minimised, mobileOpen, onToggleMinimised, onToggleMobile }: NavbarProps) {
  return (
    <header className="print:hidden sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur desk:px-6">
      <button type="button" className={`${iconButton} inline-flex nav:hidden`} onClick={onToggleMobile} aria-label="Open menu" aria-expanded={mobileOpen} aria-controls="sidebar">
        <Icon name="menu" />
      </button>
      <button
        type="button"
        className={`${iconButton} hidden nav:inline-flex`}
        onClick={onToggleMinimised}
        aria-label={minimised ? 'Expand sidebar' : 'Minimise sidebar'}
        aria-pressed={minimised}
      >
        <Icon name="collapse" className={`size-5 transition-transform ${minimised ? 'rotate-180' : ''}`} />
      </button>
      {/* Focused by script after each navigation (src/lib/focus-heading.ts). */}
      <h1 tabIndex={-1} className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900 focus:outline-none">
        {title}
      </h1>
      {!online && (
        <span role="status" className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <span className="size-2 rounded-full bg-amber-600" aria-hidden="true" />
          Offline
        </span>
      )}
      {academicName && (
        <span data-testid="academic-year" className="inline-flex max-w-40 truncate items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
          <span className="sr-only">Academic year </span>
          {academicName}
        </span>
      )}
      {/* Placeholder content (spec §1): greyed out, fixed count. */}
      <span className="relative inline-flex size-10 items-center justify-center text-slate-400" title="Notifications are coming soon">
        <Icon name="bell" />
        <span className="absolute right-1 top-1 flex min-w-5 items-center justify-center rounded-full bg-slate-500 px-1 text-[11px] font-bold leading-5 text-white">
          5
        </span>
        <span className="sr-only">Notifications: 5 (coming soon)</span>
      </span>
    </header>
  );
}
