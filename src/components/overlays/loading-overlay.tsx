/**
 * Spec §2: "Loading..." while a page waits on a request. It fades in after a short delay
 * (CSS), so fast loads never flash it.
 */
export function LoadingOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="sd-delayed-fade fixed inset-0 z-40 flex items-center justify-center bg-white/60 backdrop-blur-[1px]"
    >
      <div className="flex items-center gap-3 rounded-lg bg-white px-5 py-3 text-sm font-medium text-slate-800 shadow-lg ring-1 ring-slate-200">
        <Spinner />
        Loading...
      </div>
    </div>
  );
}

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg className={`${className} animate-spin text-brand-700`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
