import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogReads } from './dialog-reads';

afterEach(cleanup);

/** Only what DialogReads looks at. */
const read = <T,>(data: T | undefined, error: Error | null = null) => ({ data, error }) as UseQueryResult<T>;

function show(reads: [UseQueryResult<string>, UseQueryResult<number>], extra: { settling?: boolean; offline?: string } = {}) {
  const onClose = vi.fn();
  render(
    <DialogReads reads={reads} loading="Reading the chart…" onClose={onClose} {...extra}>
      {(name, count) => <p>{`${name} has ${count}`}</p>}
    </DialogReads>,
  );
  return onClose;
}

describe('DialogReads', () => {
  it('gives the body every read, in order, once all have arrived', () => {
    show([read('Grade 4 A'), read(3)]);
    expect(screen.getByText('Grade 4 A has 3')).toBeTruthy();
  });

  it('says it is loading while one read is missing, or while a fresh read settles', () => {
    show([read('Grade 4 A'), read<number>(undefined)]);
    expect(screen.getByText('Reading the chart…')).toBeTruthy();
    cleanup();
    show([read('Grade 4 A'), read(3)], { settling: true });
    expect(screen.getByText('Reading the chart…')).toBeTruthy();
  });

  it('says one failure, with Close, instead of the body', () => {
    const onClose = show([read('Grade 4 A'), read<number>(undefined, new Error('Database unavailable'))]);
    expect(screen.getByRole('alert').textContent).toBe('Database unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offline with nothing saved, says what to do instead of loading for ever', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show([read<string>(undefined), read<number>(undefined)], { offline: 'Connect to set the defaults.' });
    expect(screen.getByRole('alert').textContent).toBe('Connect to set the defaults.');
    vi.restoreAllMocks();
  });
});
