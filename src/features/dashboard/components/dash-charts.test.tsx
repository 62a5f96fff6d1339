import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashCharts } from '@contract';
import { niceMax, tickCount } from '@/components/charts/bar-chart';
import { dashChartsQueryOptions } from '../api/dash-query';
import { DashChartsPanel } from './dash-charts';

// The charts never arrive unless a test puts them in the cache.
vi.mock('@/lib/http', () => ({ http: { call: () => new Promise(() => undefined) } }));

afterEach(cleanup);

function show(data?: DashCharts) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (data) client.setQueryData(dashChartsQueryOptions().queryKey, data);
  return render(
    <QueryClientProvider client={client}>
      <DashChartsPanel currency="KES" />
    </QueryClientProvider>,
  );
}

const none: DashCharts = { attendance: null, fees: null, ledger: null, marks: null };
const region = (name: string) => screen.getByRole('region', { name });
const figures = (name: string) => within(region(name)).getAllByRole('row').map((r) => [...r.children].map((c) => c.textContent));

describe('Dashboard charts', () => {
  it('shows nothing while loading, and nothing to a user who may read none of the reports', () => {
    show();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    cleanup();
    show(none);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('draws each chart the user may read, with its figures in a table', () => {
    show({
      attendance: [
        { week: '2026-11-16', marked: 200, present: 190 },
        { week: '2026-11-23', marked: 100, present: 90 },
      ],
      fees: [
        { month: '2026-10-01', billed: 4_620_000_00, collected: 4_100_000_00 },
        { month: '2026-11-01', billed: 4_620_000_00, collected: 1_250_000_50 },
      ],
      ledger: null,
      marks: { exam_id: 3, exam_name: 'Mid-term exam', marked: 12, grades: [{ grade: 'A', count: 5 }, { grade: 'B', count: 7 }, { grade: 'E', count: 0 }] },
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Attendance over the last weeks', 'Fees billed and collected', 'Marks by grade']);
    expect(region('Attendance over the last weeks').textContent).toContain('93% present over 2 weeks');
    expect(figures('Attendance over the last weeks')).toEqual([['Week of', 'Present'], ['16 Nov', '95%'], ['23 Nov', '90%']]);
    expect(figures('Fees billed and collected')).toEqual([
      ['Month', 'Billed', 'Collected'],
      ['Oct', 'KES 4,620,000.00', 'KES 4,100,000.00'],
      ['Nov', 'KES 4,620,000.00', 'KES 1,250,000.50'],
    ]);
    expect(within(region('Fees billed and collected')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Billed', 'Collected']);
    expect(region('Marks by grade').textContent).toContain('Mid-term exam: 12 marks entered, by grade');
    expect(figures('Marks by grade').slice(1)).toEqual([['A', '5'], ['B', '7'], ['E', '0']]);
    expect(screen.queryByRole('region', { name: 'Income and expenses' })).toBeNull();
  });

  it('leaves out a chart with nothing to draw, as on a new school', () => {
    show({ attendance: [], fees: [{ month: '2026-11-01', billed: 0, collected: 0 }], ledger: [{ month: '2026-11-01', income: 0, expenses: 0 }], marks: null });
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    cleanup();
    show({ ...none, ledger: [{ month: '2026-10-01', income: 0, expenses: 0 }, { month: '2026-11-01', income: 0, expenses: 15_000_00 }] });
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby') && r.querySelector('h2')!.textContent)).toEqual(['Income and expenses']);
  });

  it('tops the axis at a round number above the largest value', () => {
    expect([0, 7, 10, 11, 180, 4_620_000].map(niceMax)).toEqual([1, 10, 10, 20, 200, 5_000_000]);
    // Steps of 1, 5, 2 or 20 (×10ⁿ), never 1.25 or 3.75.
    expect([5_000_000, 200, 100, 10, 1].map(tickCount)).toEqual([5, 4, 5, 5, 5]);
  });
});
