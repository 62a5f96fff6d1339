import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type BusReport, type Privilege, type Profile } from '@contract';
import { toHttpError } from '@/lib/http-error';
import { BusReportPage } from '../components/bus-report-page';
import { busReportCsv, checkState } from '../lib/report';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));
const download = vi.hoisted(() => vi.fn());
vi.mock('@/components/data-table/csv', async (original) => ({ ...(await original<object>()), downloadText: download }));

const userWith = (...privileges: Privilege[]) => ({ currency: 'USD', time_zone: 'UTC', school_name: 'Greenfield School', privileges, role_id: 7 }) as unknown as Profile;

const totals = (riders: number, billed: number, paid: number) => ({ riders, billed, paid, outstanding: billed - paid });
const REPORT: BusReport = {
  month: '2026-11',
  proration: 'days',
  buses: [
    { bus_id: 7, bus_number: 'Bus 7', capacity: 40, ...totals(2, 500_000, 250_000) },
    { bus_id: 9, bus_number: 'Bus 9', capacity: 14, ...totals(1, 150_000, 150_000) },
  ],
  zones: [{ zone_id: 2, zone_name: 'Hilltop', ...totals(3, 650_000, 400_000) }],
  students: [
    { student_id: 31, student_name: 'Amina Otieno', class_name: 'Grade 4', bus_number: 'Bus 7', zone_name: 'Hilltop', ...totals(1, 250_000, 250_000) },
    { student_id: 33, student_name: 'Chege Kariuki', class_name: 'Grade 4', bus_number: 'Bus 7', zone_name: 'Hilltop', ...totals(1, 250_000, 0) },
    { student_id: 34, student_name: 'Dalia Were', class_name: null, bus_number: 'Bus 9', zone_name: 'Hilltop', ...totals(1, 150_000, 150_000) },
  ],
  totals: totals(3, 650_000, 400_000),
  check: { expected: 650_000, ledger: 650_000, difference: 0, unbilled_students: 0 },
};
const UNBILLED: BusReport = { ...REPORT, check: { expected: 900_000, ledger: 650_000, difference: 250_000, unbilled_students: 1 } };

afterEach(cleanup);
beforeEach(() => {
  http.get.mockReset();
  download.mockReset();
});

function renderPage(privileges: Privilege[] = ['report'], month = '2026-11') {
  const onMonth = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BusReportPage user={userWith(...privileges)} month={month} onMonth={onMonth} />
    </QueryClientProvider>,
  );
  return onMonth;
}

const check = () => screen.getByRole('region', { name: "The month's check" });

describe('the check in words', () => {
  it('is good news at zero, and explains a difference', () => {
    expect(checkState(REPORT.check, 'USD')).toEqual({ ok: true, line: 'Expected from assignments USD 6,500.00 · In the ledger USD 6,500.00 · Difference USD 0.00', why: null });
    expect(checkState(UNBILLED.check, 'USD').why).toMatch(/not billed yet/);
    expect(checkState({ expected: 600_000, ledger: 650_000, difference: -50_000, unbilled_students: 0 }).why).toMatch(/changed after billing/);
  });
});

describe('Bus report', { timeout: 20_000 }, () => {
  it('shows the cards, a zero check in green and the tables by bus, zone and student', async () => {
    http.get.mockResolvedValue(REPORT);
    renderPage();
    await screen.findByText('Expected from assignments USD 6,500.00 · In the ledger USD 6,500.00 · Difference USD 0.00');
    expect(http.get).toHaveBeenCalledWith(API.busReport, { month: '2026-11' }, expect.anything());
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('November 2026');
    expect(screen.getByText(/Part months: By days ridden/)).toBeTruthy();
    const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!.textContent;
    expect(card('Riders')).toBe('Riders3');
    expect(card('Outstanding')).toBe('OutstandingUSD 2,500.00');
    expect(check().className).toContain('emerald');
    expect(within(check()).queryByRole('link')).toBeNull();

    const byBus = screen.getByRole('table', { name: 'Riders and bus fees by bus, November 2026' });
    const bus7 = within(byBus).getByRole('row', { name: /^Bus 7/ });
    expect(bus7.textContent).toContain('40');
    expect(bus7.textContent).toContain('5,000.00');
    expect(bus7.textContent).toContain('2,500.00');
    expect(byBus.querySelector('tfoot')!.textContent).toContain('All buses');
    expect(within(screen.getByRole('table', { name: /by zone/ })).getByRole('row', { name: /^Hilltop/ }).textContent).toContain('6,500.00');
    const byStudent = screen.getByRole('table', { name: 'Bus fees by student, November 2026' });
    expect(within(byStudent).getByRole('row', { name: /^Chege Kariuki/ }).textContent).toContain('2,500.00');
    expect(byStudent.querySelector('tfoot')!.textContent).toContain('3 students');
  });

  it('shows a difference in amber with why, and links the unbilled riders to billing for a user who may bill', async () => {
    http.get.mockResolvedValue(UNBILLED);
    renderPage(['report', 'generate']);
    await screen.findByText(/Difference USD 2,500.00/);
    expect(check().className).toContain('amber');
    expect(check().textContent).toContain('Some riders of this month are not billed yet');
    expect(check().textContent).toContain('1 rider is not billed yet');
    expect(within(check()).getByRole('link', { name: 'Bill this month' }).getAttribute('href')).toBe('#/bus/billing?month=2026-11');
  });

  it('names the unbilled riders without the link when the user may not bill', async () => {
    http.get.mockResolvedValue(UNBILLED);
    renderPage(['report']);
    await screen.findByText(/Difference USD 2,500.00/);
    expect(check().textContent).toContain('1 rider is not billed yet');
    expect(within(check()).queryByRole('link')).toBeNull();
  });

  it('picks months from the presets and the month field', async () => {
    http.get.mockResolvedValue(REPORT);
    const onMonth = renderPage();
    await screen.findByRole('table', { name: /by bus/ });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    expect(onMonth).toHaveBeenLastCalledWith('2026-10');
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(onMonth).toHaveBeenLastCalledWith(new Date().toISOString().slice(0, 7));
  });

  it('downloads the CSV with every part, the totals and the check', async () => {
    http.get.mockResolvedValue(UNBILLED);
    renderPage();
    await screen.findByRole('table', { name: /by bus/ });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const [name, text] = download.mock.calls[0] as [string, string];
    expect(name).toBe('bus-report-2026-11.csv');
    expect(text).toBe(busReportCsv(UNBILLED));
    expect(text).toContain('Bus,Bus 7,,,,40,2,5000.00,2500.00,2500.00');
    expect(text).toContain('Student,Chege Kariuki,Grade 4,Bus 7,Hilltop,,1,2500.00,0.00,2500.00');
    expect(text).toContain('Total,All riders,,,,,3,6500.00,4000.00,2500.00');
    expect(text).toContain('9000.00,6500.00,2500.00,1');
  });

  it('says when there is nothing for the month, and when the report cannot be read', async () => {
    http.get.mockResolvedValueOnce({ ...REPORT, buses: [], zones: [], students: [], totals: totals(0, 0, 0), check: { expected: 0, ledger: 0, difference: 0, unbilled_students: 0 } });
    renderPage();
    await screen.findByText(/Nobody rode a bus in November 2026/);
    cleanup();
    http.get.mockRejectedValue(toHttpError(500, { message: 'The server had a problem.' }));
    renderPage();
    await screen.findByText('The report could not load');
  });
});
