/** A figure not counted yet: "Counting…" to a screen reader, a grey bar the height of the figure on screen. */
export function Placeholder({ className = 'w-12' }: { className?: string }) {
  return (
    <>
      <span className="sr-only">Counting…</span>
      <span aria-hidden="true" className={`inline-block h-5 rounded bg-slate-200 align-middle motion-safe:animate-pulse ${className}`} />
    </>
  );
}
