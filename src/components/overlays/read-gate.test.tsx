import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { readGate, type ReadGateTexts } from './read-gate';

afterEach(cleanup);

const texts: ReadGateTexts = {
  offline: { title: 'This page needs a connection', message: 'Open this page once with a connection.' },
  loading: { rows: 3, label: 'Loading the settings…' },
  failed: 'The settings could not load',
};

/** Only what readGate looks at. */
const query = (state: { data?: unknown; error?: Error | null }) =>
  ({ data: state.data, error: state.error ?? null, isError: !!state.error, refetch: vi.fn() }) as unknown as UseQueryResult<unknown>;

describe('readGate', () => {
  it('lets the page through once its data is there, even offline', () => {
    expect(readGate(query({ data: [] }), false, texts)).toBeNull();
  });

  it('shows grey rows, named for a screen reader, while the read is on its way', () => {
    render(<>{readGate(query({}), true, texts)}</>);
    expect(screen.getByRole('status').textContent).toBe('Loading the settings…');
  });

  it('says it needs a connection offline, or when the server cannot be reached, rather than load for ever', () => {
    render(<>{readGate(query({}), false, texts)}</>);
    expect(screen.getByRole('heading').textContent).toBe('This page needs a connection');
    cleanup();
    render(<>{readGate(query({ error: new HttpError(0, 'Failed to fetch') }), true, texts)}</>);
    expect(screen.getByRole('heading').textContent).toBe('This page needs a connection');
  });

  it("says the server's refusal under the page's title, with Try again", () => {
    const failed = query({ error: new HttpError(500, 'Database unavailable') });
    render(<>{readGate(failed, true, texts)}</>);
    expect(screen.getByRole('heading').textContent).toBe('The settings could not load');
    expect(screen.getByRole('alert').textContent).toContain('Database unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });
});
