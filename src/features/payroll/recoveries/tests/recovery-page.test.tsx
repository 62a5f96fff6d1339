import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, STALE_ROW_MESSAGE, type Privilege, type RecoveryDetail } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { notify } from '@/lib/toast';
import { RecoveryPage } from '../components/recovery-page';
import { ADVANCE, LOAN } from '../lib/kinds';
import { ADVANCE_DETAIL, describedBy, enter, pressUntilSent, userWith, withClient } from './fixtures';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.get.mockReset().mockResolvedValue(ADVANCE_DETAIL);
  http.post.mockReset();
  http.put.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

function renderPage(...privileges: Privilege[]) {
  render(<RecoveryPage info={ADVANCE} user={userWith('advanced', ...privileges)} id={7} />, { wrapper: withClient() });
}

const dialog = () => screen.getByRole('dialog');
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const inDialog = (name: string) => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;

describe('Salary advance page', { timeout: 20_000 }, () => {
  it('shows the figures and the schedule month by month; the schedule buttons are off without update-advanced', async () => {
    renderPage();
    await screen.findByRole('heading', { name: /Salary Advance to Amina Odhiambo/ });
    expect(http.get).toHaveBeenCalledWith(`${API.advances}/7`, undefined, expect.anything());
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '#MonthAmountStatus',
      '1December 202633,333.34Recovered',
      '2January 202733,333.34Planned',
      '3February 202733,333.32Planned',
      'TotalUSD 100,000.00',
    ]);
    expect(screen.getByText('USD 66,666.66')).toBeTruthy();
    expect(button('Skip a month').disabled).toBe(true);
    expect(button('Change plan').title).toContain('update-advanced');
    // Without view-account or report-account the journal entry is named, not linked.
    expect(screen.queryByRole('link', { name: 'Entry 501' })).toBeNull();
  });

  it('Skip a month says the instalment moves to the end, and sends the month', async () => {
    http.post.mockResolvedValueOnce({ message: "The instalment has moved to the end of the advance's schedule" });
    renderPage('update-advanced');
    await screen.findByRole('heading', { name: /Salary Advance to Amina Odhiambo/ });
    button('Skip a month').click();
    await screen.findByRole('dialog', { name: 'Skip a month' });
    expect(within(dialog()).getByText(/moves to the end of the schedule, March 2027/).textContent).toBe(
      "Nothing is taken from Amina Odhiambo's pay in January 2027. The instalment of 33,333.34 moves to the end of the schedule, March 2027; the other months stay as they are, so no month is asked for twice.",
    );
    // Only planned months can be skipped: December is recovered already.
    const select = within(dialog()).getByLabelText('Month to skip');
    expect(within(select).queryByRole('option', { name: /December 2026/ })).toBeNull();
    enter(select, '2027-02');
    await within(dialog()).findByText(/pay in February 2027/);
    await pressUntilSent(() => inDialog('Skip this month'), http.post);
    expect(http.post).toHaveBeenCalledWith(`${API.advances}/7/skip`, { month: '2027-02' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith("The instalment has moved to the end of the advance's schedule");
  });

  it('Change plan shows the new plan, sends the version, and shows refusals at the fields', async () => {
    renderPage('update-advanced');
    await screen.findByRole('heading', { name: /Salary Advance to Amina Odhiambo/ });
    button('Change plan').click();
    await screen.findByRole('dialog', { name: 'Change plan' });
    expect(within(dialog()).getByText(/Still planned:/).textContent).toBe('Still planned: 66,666.66 over 2 months, from January 2027. Unchanged: recovered so far 33,333.34.');
    const instalment = within(dialog()).getByLabelText('New monthly instalment');
    const from = within(dialog()).getByLabelText('From month');
    expect((from as HTMLInputElement).value).toBe('2027-01');
    enter(instalment, '70,000');
    await waitFor(() => expect(describedBy(instalment)).toBe('The monthly instalment cannot be more than what is still planned, 66,666.66.'));
    enter(from, '2026-12');
    await waitFor(() => expect(describedBy(from)).toBe('Payroll has recovered up to December 2026: start the new plan after it.'));
    enter(instalment, '20,000');
    enter(from, '2027-03');
    await within(dialog()).findByText(
      'Recovered in 4 months: 3 × 20,000.00 and a last 6,666.66, from March 2027 to June 2027. The last instalment is in June 2027.',
    );

    http.put.mockRejectedValueOnce(toHttpError(422, { message: 'Payroll has deferred more instalments than this plan has: choose a smaller monthly instalment.', issues: [{ path: 'instalment', message: 'Payroll has deferred more instalments than this plan has: choose a smaller monthly instalment.' }] }));
    await pressUntilSent(() => inDialog('Save plan'), http.put);
    expect(http.put).toHaveBeenCalledWith(`${API.advances}/7`, { version: 3, reason: 'School fees for her daughter', instalment: 2_000_000, first_month: '2027-03' });
    await waitFor(() => expect(describedBy(instalment)).toBe('Payroll has deferred more instalments than this plan has: choose a smaller monthly instalment.'));

    // Someone else changed it meanwhile: the form says so and offers Reload.
    enter(instalment, '30,000');
    http.put.mockRejectedValueOnce(toHttpError(409, { message: STALE_ROW_MESSAGE, issues: [] }));
    await pressUntilSent(() => inDialog('Save plan'), http.put);
    await within(dialog()).findByRole('button', { name: 'Reload' });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('Change plan is off while a pending run recovers from it, and says why', async () => {
    const pending: RecoveryDetail = { ...ADVANCE_DETAIL, schedule: ADVANCE_DETAIL.schedule.map((i) => (i.seq === 2 ? { ...i, status: 'Pending' } : i)) };
    http.get.mockResolvedValue({ ...pending, kind: 'loan' });
    render(<RecoveryPage info={LOAN} user={userWith('loan', 'update-loan', 'view-account')} id={7} />, { wrapper: withClient() });
    await screen.findByRole('heading', { name: /Staff Loan to Amina Odhiambo/ });
    expect(button('Change plan').disabled).toBe(true);
    expect(screen.getByText('The pending payroll for January 2027 recovers from this loan: approve or cancel it first.')).toBeTruthy();
    // February is still planned, so it can be skipped.
    expect(button('Skip a month').disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Entry 501' }).getAttribute('href')).toBe('#/finance/entry/501');
    expect(screen.getByText('Principal')).toBeTruthy();
  });
});
