/**
 * The Schooldesk mark (public/favicon.svg), inline: the sign-in page shows it on first paint
 * without waiting for an image request. Decorative: the heading next to it names the app.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#4338ca" />
      <path d="M14 24 32 15l18 9-18 9z" fill="#fff" />
      <path d="M21 30v10c0 3 5 7 11 7s11-4 11-7V30l-11 5.5z" fill="#c7d2fe" />
    </svg>
  );
}
