/** Active reads green; anything else (Inactive, Transferred…) reads grey. */
export function StatusBadge({ status }: { status: string }) {
  const active = status === 'Active';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}>{status}</span>
  );
}
