import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type PayrollRun } from '@contract';
import { notify } from '@/lib/toast';
import { PayslipsPage } from '../components/payslips-page';
import { RunPage } from '../components/run-page';
import { ACCOUNTS, bursar, printed, reader, run, slip, SLIPS } from './fixtures';
import { button, renderWithClient } from './render';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

const STALE = 'Leave without pay was approved after this payroll was generated on 28 Nov 2026: regenerate it to take it into account.';
const STALE_APPROVED =
  'Leave without pay was approved after this payroll was generated on 28 Nov 2026: the approved run does not include it, so the leave needs a deduction, or the run cancelled and generated again.';
// Dee took 2½ days of unpaid leave: 25,000 off her 300,000 before gross.
const DEE = slip(4, 'Dee Dunn', { unpaid_days: 2.5, unpaid_amount: 25000, gross: 275000, net: 275000 });
let shown: PayrollRun;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  vi.restoreAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T10:00:00Z'));
  shown = run('Pending');
  http.get.mockReset().mockImplementation(() => Promise.resolve(shown));
  http.list.mockReset().mockResolvedValue({ data: ACCOUNTS, total: 2, page: 1, limit: 500 });
  http.post.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const renderRun = (user = bursar, onOpenRun = vi.fn()) => {
  renderWithClient(<RunPage user={user} runId={42} onOpenRun={onOpenRun} makeKey={() => 'key'} />);
  return onOpenRun;
};
const loaded = () => screen.findByRole('heading', { name: 'Payroll for November 2026' });
const notice = () => screen.queryByRole('heading', { name: 'This payroll is out of date' })?.closest('section') ?? null;

describe('a run made before unpaid leave was approved', { timeout: 20_000 }, () => {
  it('warns at the top of the page, and regenerates from the warning', async () => {
    shown = run('Pending', { out_of_date: STALE });
    http.post.mockResolvedValueOnce({ message: 'November 2026 payroll regenerated', id: 42 });
    renderRun();
    const heading = await loaded();
    const panel = notice()!;
    expect(panel.textContent).toContain(STALE);
    // Read before the run's figures and its actions.
    expect(panel.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(button(panel, 'Regenerate…'));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the November 2026 payroll' });
    expect(dialog.textContent).toContain('approved unpaid leave');
    await act(async () => fireEvent.click(button(dialog, 'Regenerate')));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith(API.monthlyPayroll, { month: '2026-11' }));
  });

  it('tells an approved run what to do, with nothing to regenerate; a reader sees the warning too', async () => {
    shown = run('Approved', { out_of_date: STALE_APPROVED });
    renderRun();
    await loaded();
    expect(notice()!.textContent).toContain('the approved run does not include it');
    expect(within(notice()!).queryByRole('button')).toBeNull();
    cleanup();
    shown = run('Pending', { out_of_date: STALE });
    renderRun(reader);
    await loaded();
    expect(notice()!.textContent).toContain(STALE);
    expect(within(notice()!).queryByRole('button')).toBeNull();
  });

  it('says nothing when the run is up to date', async () => {
    renderRun();
    await loaded();
    expect(notice()).toBeNull();
    expect(screen.queryByText('Unpaid leave', { selector: 'dt' })).toBeNull();
  });
});

describe('unpaid leave on the run and the payslip', { timeout: 20_000 }, () => {
  it('shows the days and the amount under the gross, and the month’s total beside it', async () => {
    shown = run('Pending', { unpaid_leave: 25000, payslips: [...SLIPS, DEE] });
    renderRun();
    await loaded();
    expect(screen.getByRole('row', { name: /Dee Dunn/ }).textContent).toContain('Unpaid leave (2½ days) − 250.00');
    expect(screen.getByRole('row', { name: /Cy Cole/ }).textContent).not.toContain('Unpaid leave');
    const figure = screen.getByText('Unpaid leave', { selector: 'dt' }).closest('div')!;
    expect(figure.textContent).toContain('USD 250.00');
  });

  it('prints the line between the salary and gross pay, so the slip adds up', async () => {
    const sheets = printed();
    sheets.payslips = [{ ...DEE, month: '2026-11', status: 'Approved', ytd: { gross: 275000, deductions: 0, net: 275000 } }];
    http.get.mockReset().mockResolvedValue(sheets);
    renderWithClient(<PayslipsPage runId={42} employeeId={40} print={vi.fn()} />);
    const dee = await screen.findByRole('article', { name: 'Payslip of Dee Dunn, November 2026' });
    expect(within(dee).getAllByRole('row').map((r) => r.textContent).slice(0, 6)).toEqual([
      'ItemAmount',
      'SalaryUSD 3,000.00',
      'Unpaid leave (2½ days)− USD 250.00',
      'Gross payUSD 2,750.00',
      'Total deductionsUSD 0.00',
      'Net payUSD 2,750.00',
    ]);
  });
});
