import type { CheckStatus } from '@contract';

const TONE: Record<CheckStatus, string> = {
  Issued: 'bg-sky-100 text-sky-900',
  Cleared: 'bg-emerald-100 text-emerald-900',
  Voided: 'bg-red-100 text-red-900',
};

/** Issued (out with the payee), Cleared (the bank paid it) or Voided (reversed). */
export function CheckStatusBadge({ status }: { status: CheckStatus }) {
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>{status}</span>;
}
