// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate (one date format across pages)', () => {
  it('shows a day as "12 Mar 2026", from a date or a timestamp', () => {
    expect(formatDate('2026-03-12')).toBe('12 Mar 2026');
    expect(formatDate('2026-09-01T00:00:00.000Z')).toBe('1 Sep 2026');
    expect(formatDate('2025-12-31')).toBe('31 Dec 2025');
  });

  it('gives nothing for no date, and anything unreadable as it came', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('shows a moment in the given zone on a 24-hour clock', () => {
    expect(formatDateTime('2026-03-01T23:30:05Z', 'Africa/Nairobi')).toBe('2 Mar 2026, 02:30');
    expect(formatDateTime('2026-03-01T00:05:00Z', 'UTC')).toBe('1 Mar 2026, 00:05');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(formatDateTime('2026-03-01T12:00:00Z', 'Mars/Olympus')).toBe('1 Mar 2026, 12:00');
  });
});
