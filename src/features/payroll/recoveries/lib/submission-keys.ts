/**
 * The Idempotency-Key of a payout (contract: IDEMPOTENCY_HEADER). A copy of
 * src/features/finance/lib/submission-keys.ts, which this feature may not import: one key per
 * submission, reused when the same, unchanged body is sent again after a lost answer, so the
 * server answers with the first payout instead of paying twice; a changed body, or anything
 * after a success, gets a new key. (For the lead: both could move to src/lib.)
 */
export interface SubmissionKeys {
  keyFor(body: unknown): string;
  done(): void;
}

/** crypto.randomUUID exists only in secure contexts; the app is also used over plain HTTP on a school network. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Same values in any key order give the same text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

export function submissionKeys(make: () => string = newKey): SubmissionKeys {
  let last: { key: string; body: string } | null = null;
  return {
    keyFor(body) {
      const text = canonical(body);
      if (last?.body === text) return last.key;
      last = { key: make(), body: text };
      return last.key;
    },
    done() {
      last = null;
    },
  };
}
