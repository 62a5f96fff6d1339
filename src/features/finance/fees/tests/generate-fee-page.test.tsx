import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, IDEMPOTENCY_HEADER, type FeePreview, type FeePreviewRow, type Profile, type SchoolClass } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { GenerateFeePage } from '../components/generate-fee-page';
import { changedNote, postState, totalsLine } from '../lib/fee-run';

const http = vi.hoisted(() => ({ list: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const cls = (id: number, name: string, monthly_fee: number) => ({ id, version: 1, name, sort_order: id, next_class_id: null, next_class_name: null, monthly_fee, status: 'Active', sections: [] }) as unknown as SchoolClass;
const row = (id: number, state: FeePreviewRow['state'], amount = 4500, billed: number | null = null): FeePreviewRow => ({
  student_id: id, student_name: `Student ${id}`, admission_no: `A-${id}`, class_name: 'Grade 1', amount, billed, state,
  billed_entry_id: billed === null ? null : 700 + id,
});
function preview(rows: FeePreviewRow[]): FeePreview {
  const totals = { new: { students: 0, amount: 0 }, billed: { students: 0, amount: 0 }, changed: { students: 0, amount: 0 } };
  for (const r of rows) {
    totals[r.state].students += 1;
    totals[r.state].amount += r.state === 'new' ? r.amount : (r.billed ?? 0);
  }
  return { month: '2026-11', rows, totals };
}

const user = { currency: 'USD', time_zone: 'UTC', privileges: ['generate-fee', 'view-account'], role_id: 1 } as unknown as Profile;

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.list.mockReset().mockResolvedValue({ data: [cls(1, 'Grade 1', 4500), cls(2, 'Grade 2', 5000)], total: 2, page: 1, limit: 500 });
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

function renderPage() {
  let n = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<GenerateFeePage user={user} makeKey={() => `submission-${++n}`} />, { wrapper });
}

/** Answers preview with `previews` in turn (the last one again), generate with `generate`. */
function server(previews: FeePreview[], generate: () => Promise<unknown>) {
  let i = 0;
  http.post.mockImplementation((path: string) => {
    if (path === API.feesPreview) return Promise.resolve(previews[Math.min(i++, previews.length - 1)]);
    return generate();
  });
}
const generateCalls = () => http.post.mock.calls.filter((c) => c[0] === API.feesGenerate);
const sentKeys = () => generateCalls().map((c) => (c[2] as { headers: Record<string, string> }).headers[IDEMPOTENCY_HEADER]);

async function pickAllAndPreview() {
  await waitFor(() => expect(screen.getByLabelText('All classes')).toBeTruthy());
  fireEvent.click(screen.getByLabelText('All classes'));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
}
const postButton = () => screen.getByRole('button', { name: /^Post \d+ charges?$/ }) as HTMLButtonElement;

describe('fee run: the totals line and what Post does', () => {
  it('sums each state, naming the money of the new charges', () => {
    const p = preview([row(1, 'new', 4500), row(2, 'new', 5000), row(3, 'billed'), row(4, 'changed', 5000, 4500)]);
    expect(totalsLine(p, 'USD')).toBe('2 new: USD 95.00 · 1 already billed · 1 changed');
    expect(postState(p)).toEqual({ count: 2, reason: '' });
  });

  it('has nothing to post when no row is new, and says why', () => {
    expect(postState(preview([row(1, 'billed')])).count).toBe(0);
    expect(postState(preview([row(1, 'billed')])).reason).toMatch(/^Nothing new to bill/);
    expect(postState(preview([])).reason).toMatch(/No student/);
    expect(postState(undefined).count).toBe(0);
  });

  it('explains a changed row with what was billed', () => {
    expect(changedNote(row(1, 'changed', 5000, 4500), 'USD')).toBe(
      'Billed at USD 45.00; the fee or discount has changed since. Reverse the old charge to bill the new amount.',
    );
  });
});

describe('GenerateFeePage', () => {
  it('shows the preview with its totals, badges and the changed row explained', async () => {
    server([preview([row(1, 'new'), row(2, 'billed'), row(3, 'changed', 5000, 4500)])], () => Promise.reject(new Error('unused')));
    renderPage();
    await pickAllAndPreview();
    await screen.findByText('1 new: USD 45.00 · 1 already billed · 1 changed');
    expect(http.post.mock.calls[0]![1]).toEqual({ month: expect.stringMatching(/^\d{4}-\d{2}$/), class_ids: [1, 2] });
    expect(screen.getByRole('columnheader', { name: 'Admission no' })).toBeTruthy();
    expect(screen.getByText('Already billed')).toBeTruthy();
    expect(screen.getByText(/^Billed at USD 45.00; the fee or discount has changed since/)).toBeTruthy();
    // The old charge is one click away, on the entry page that reverses it.
    expect(screen.getByRole('link', { name: 'Open the old charge (entry #703)' }).getAttribute('href')).toBe('#/finance/entry/703');
    expect(postButton().textContent).toBe('Post 1 charge');
    expect(postButton().disabled).toBe(false);
  });

  it('disables Post when nothing is new', async () => {
    server([preview([row(1, 'billed'), row(2, 'billed')])], () => Promise.reject(new Error('unused')));
    renderPage();
    await pickAllAndPreview();
    await screen.findByText('0 new: USD 0.00 · 2 already billed · 0 changed');
    expect(postButton().textContent).toBe('Post 0 charges');
    expect(postButton().disabled).toBe(true);
    expect(postButton().getAttribute('aria-describedby')).toBeTruthy();
  });

  it('asks for a class before previewing', async () => {
    server([preview([])], () => Promise.reject(new Error('unused')));
    renderPage();
    await waitFor(() => expect(screen.getByLabelText('All classes')).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
    expect(screen.getByText('Choose at least one class.')).toBeTruthy();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('a retry of the unchanged run after a lost answer sends the same key; after a success the preview is read again', async () => {
    let fail = true;
    server([preview([row(1, 'new'), row(2, 'new')]), preview([row(1, 'billed'), row(2, 'billed')])], () =>
      fail ? Promise.reject(toHttpError(0, null)) : Promise.resolve({ message: 'Billed 2 students for November 2026: USD 90.00 in all.', billed: 2, amount: 9000 }),
    );
    renderPage();
    await pickAllAndPreview();
    await screen.findByText('2 new: USD 90.00 · 0 already billed · 0 changed');
    await act(async () => fireEvent.click(postButton()));
    await waitFor(() => expect(generateCalls()).toHaveLength(1));
    await waitFor(() => expect(postButton().disabled).toBe(false));
    fail = false;
    await act(async () => fireEvent.click(postButton()));
    await waitFor(() => expect(generateCalls()).toHaveLength(2));
    expect(sentKeys()).toEqual(['submission-1', 'submission-1']);
    expect(generateCalls()[1]![1]).toEqual(generateCalls()[0]![1]);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Billed 2 students for November 2026: USD 90.00 in all.'));
    await screen.findByText('0 new: USD 0.00 · 2 already billed · 0 changed');
    expect(postButton().disabled).toBe(true);
    expect(http.post.mock.calls.filter((c) => c[0] === API.feesPreview)).toHaveLength(2);
  });
});

describe('GenerateFeePage: what a new school must set up first', () => {
  const classesPage = (data: SchoolClass[]) => ({ data, total: data.length, page: 1, limit: 500 });

  it('with no class, says tuition is billed by class and links to Classes', async () => {
    http.list.mockResolvedValue(classesPage([]));
    renderPage();
    expect(await screen.findByText(/There are no classes yet\. Tuition is billed by class, at its monthly fee\./)).toBeTruthy();
    // The user may not open Classes (no list-class): the words stand alone.
    expect(screen.queryByRole('link', { name: /first$/ })).toBeNull();
  });

  it('with classes but no monthly fee, links to Classes for a user who may open it', async () => {
    http.list.mockResolvedValue(classesPage([cls(1, 'Grade 1', 0)]));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    render(<GenerateFeePage user={{ ...user, privileges: ['generate-fee', 'list-class'] } as Profile} makeKey={() => 'k'} />, { wrapper });
    expect(await screen.findByText(/No class has a monthly fee yet, so there is nothing to bill\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set a class’s monthly fee first' }).getAttribute('href')).toBe('#/settings/list-classes');
  });

  it('says nothing of the kind once a class has a fee', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByLabelText('All classes')).toBeTruthy());
    expect(screen.queryByRole('note')).toBeNull();
  });
});
