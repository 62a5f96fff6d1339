import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract';
import { PayslipsPage } from '../components/payslips-page';
import { printed } from './fixtures';
import { renderWithClient } from './render';

const http = vi.hoisted(() => ({ list: vi.fn(), get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

afterEach(cleanup);
beforeEach(() => {
  http.get.mockReset().mockImplementation((_path: string, params?: { employee_id?: number }) => Promise.resolve(printed(params?.employee_id)));
});

const slipOf = (name: string) => screen.findByRole('article', { name: `Payslip of ${name}, November 2026` });
const lines = (slip: HTMLElement) => within(slip).getAllByRole('row').map((r) => r.textContent);

describe('PayslipsPage', { timeout: 20_000 }, () => {
  it("prints every slip of the run, one per page, each adding up on its own", async () => {
    const print = vi.fn();
    renderWithClient(<PayslipsPage runId={42} print={print} />);
    const ben = await slipOf('Ben Bello');
    expect(http.get).toHaveBeenCalledWith(`${API.monthlyPayroll}/42/payslips`, undefined, expect.anything());
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(ben.textContent).toContain('Hillside Primary');
    expect(ben.textContent).toContain('1 Hill Road');
    expect(ben.textContent).toContain('18 of 30 days');
    // gross − each line = net, on the slip itself; then the year to date.
    expect(lines(ben)).toEqual([
      'ItemAmount',
      'Salary (18 of 30 days)USD 1,800.00',
      'Gross payUSD 1,800.00',
      'Less: Salary advance (Oct 2026)− USD 300.00',
      'Less: Broken projector− USD 50.00',
      'Total deductions− USD 350.00',
      'Net payUSD 1,450.00',
      'GrossDeductionsNet',
      'USD 19,800.00USD 3,850.00USD 15,950.00',
    ]);
    expect(ben.textContent).toContain('Not paid yet');
    // The floor's cut is on the slip, and a full month says so.
    const ann = await slipOf('Ann Achebe');
    expect(ann.textContent).toContain('USD 200.00 deferred to a later month');
    expect(ann.textContent).toContain('Full month (30 days)');
    // The floor took all of Ann's pay: her slip is not waiting for a payment.
    expect(ann.textContent).toContain('Nothing to pay');
    expect((await slipOf('Cy Cole')).textContent).toContain('Paid on 30 Nov 2026');
    // Each slip but the last starts a new sheet.
    const sheets = screen.getAllByRole('article');
    expect(sheets.every((s) => s.className.includes('[&:not(:last-child)]:break-after-page'))).toBe(true);
    expect(sheets.at(-1)!.nextElementSibling).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Print 3 payslips' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Print 3 payslips' }).closest('.print\\:hidden')).toBeTruthy();
  });

  it("shows one employee's slip, with a way back to the whole run", async () => {
    renderWithClient(<PayslipsPage runId={42} employeeId={20} print={vi.fn()} />);
    await slipOf('Ben Bello');
    expect(http.get).toHaveBeenCalledWith(`${API.monthlyPayroll}/42/payslips`, { employee_id: 20 }, expect.anything());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Print payslip' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Every payslip of the run' }).getAttribute('href')).toBe('#/employees/payslips/42');
    expect(screen.getByRole('link', { name: 'Back to the run' }).getAttribute('href')).toBe('#/employees/payroll-run/42');
  });

  it('stamps the slips of a run not yet approved as a draft', async () => {
    const draft = printed();
    draft.status = 'Pending';
    draft.payslips = draft.payslips.map((s) => ({ ...s, status: 'Pending' as const }));
    http.get.mockResolvedValue(draft);
    renderWithClient(<PayslipsPage runId={42} print={vi.fn()} />);
    expect((await slipOf('Cy Cole')).textContent).toContain('Draft: not approved');
  });
});
