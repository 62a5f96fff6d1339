/**
 * The Idempotency-Key of a money form (contract: IDEMPOTENCY_HEADER). One key per submission:
 * sending the same, unchanged body again (a retry after a lost answer) reuses its key, so the
 * server answers with the first result instead of posting twice; a changed body, or any
 * submission after a success, gets a new key.
 */
export interface SubmissionKeys {
  /** The key to send `body` under. */
  keyFor(body: unknown): string;
  /** The submission succeeded: the next one is new, even with the same values. */
  done(): void;
}

/**
 * A random key of 32 hex digits. crypto.randomUUID exists only in secure contexts (HTTPS or
 * localhost); the app is also opened over plain HTTP on a school network, where
 * getRandomValues still works.
 */
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
