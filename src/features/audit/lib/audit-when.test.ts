import { describe, expect, it } from 'vitest';
import { auditWhen } from './audit-when';

describe('auditWhen', () => {
  it("writes the time in the school's zone, 00–23 hours", () => {
    expect(auditWhen('Africa/Nairobi').text('2026-03-01T23:30:05Z')).toBe('2026-03-02 02:30:05');
    expect(auditWhen('UTC').text('2026-03-01T00:05:00Z')).toBe('2026-03-01 00:05:00');
    expect(auditWhen('UTC').shown('2026-03-01T00:05:00Z')).toBe('1 Mar 2026, 00:05');
  });

  it('falls back to UTC for a zone this device does not know', () => {
    expect(auditWhen('Mars/Olympus').text('2026-03-01T12:00:00Z')).toBe('2026-03-01 12:00:00');
  });
});
