import { focusRing } from './button';

export interface RemoveButtonProps {
  /** Names what goes, read and shown as its tooltip: "Remove band 2", "Remove Mathematics". */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** On a tinted card, where the hover shows white rather than grey. */
  onTint?: boolean;
  className?: string;
}

/** The small × that takes one row out of a list being edited (a grading band, a section's subject). */
export function RemoveButton({ label, onClick, disabled, onTint = false, className = '' }: RemoveButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-40 ${onTint ? 'hover:bg-white' : 'hover:bg-slate-100'} ${focusRing} ${className}`}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="size-4" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
