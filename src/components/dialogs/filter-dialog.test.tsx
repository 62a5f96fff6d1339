import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesSetTwo } from '@contract';
import { FilterDialog } from './filter-dialog';
import { filterSchema, toFilterResult } from './filter-schema';
import * as v from 'valibot';

afterEach(cleanup);

const employees = [
  { id: 4, fullname: 'Ada Lovelace' },
  { id: 9, fullname: 'Alan Turing' },
];

const apply = () => screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;

describe('FilterDialog', () => {
  it('is 400px wide and shows only the fields asked for', () => {
    render(<FilterDialog open onClose={() => undefined} onApply={() => undefined} fields={['employee', 'startDate']} employees={employees} />);
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    expect(dialog.querySelector('[style*="400px"]') ?? (dialog.getAttribute('style')?.includes('400px') ? dialog : null)).toBeTruthy();
    expect(screen.getByLabelText('Employee', { exact: false })).toBeTruthy();
    expect(screen.getByLabelText('Start date', { exact: false })).toBeTruthy();
    expect(screen.queryByLabelText('Status', { exact: false })).toBeNull();
    expect(screen.queryByLabelText('End date', { exact: false })).toBeNull();
    expect(screen.queryByLabelText(/Description/)).toBeNull();
  });

  it('offers All (0) in the employee, status and zone selects', () => {
    render(<FilterDialog open onClose={() => undefined} onApply={() => undefined} fields={['employee', 'status', 'zone']} employees={employees} zones={[{ name: 'North' }]} />);
    for (const label of ['Employee', 'Status', 'Zone']) {
      const select = screen.getByLabelText(label, { exact: false }) as HTMLSelectElement;
      expect([...select.options].some((o) => o.value === '0' && o.text === 'All')).toBe(true);
    }
  });

  it('keeps Apply disabled until every shown field is filled, then returns typed values', async () => {
    const onApply = vi.fn();
    const onClose = vi.fn();
    render(<FilterDialog open onClose={onClose} onApply={onApply} fields={['employee', 'status', 'lastDay', 'description']} employees={employees} />);
    expect(apply().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Employee', { exact: false }), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Status', { exact: false }), { target: { value: '0' } });
    expect(apply().disabled).toBe(true); // lastDay still empty; description is optional
    fireEvent.change(screen.getByLabelText(/^Last days/), { target: { value: '30' } });
    await waitFor(() => expect(apply().disabled).toBe(false));
    await act(async () => fireEvent.click(apply()));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ employee: 9, status: 0, lastDay: 30 }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a required error once a field is touched', async () => {
    render(<FilterDialog open onClose={() => undefined} onApply={() => undefined} fields={['house']} />);
    const house = screen.getByLabelText(/^House/);
    expect(screen.queryByText(messagesSetTwo.required)).toBeNull();
    fireEvent.focus(house);
    fireEvent.blur(house);
    await waitFor(() => expect(screen.getByText(messagesSetTwo.required)).toBeTruthy());
  });

  it('date pickers cannot be typed into, only picked', async () => {
    const onApply = vi.fn();
    render(<FilterDialog open onClose={() => undefined} onApply={onApply} fields={['startDate', 'endDate']} />);
    const start = screen.getByLabelText('Start date', { exact: false }) as HTMLInputElement;
    expect(start.type).toBe('date');
    // A typed character is swallowed; Tab still moves on.
    expect(fireEvent.keyDown(start, { key: '2' })).toBe(false);
    expect(fireEvent.keyDown(start, { key: 'Tab' })).toBe(true);
    fireEvent.change(start, { target: { value: '2026-09-01' } });
    fireEvent.change(screen.getByLabelText('End date', { exact: false }), { target: { value: '2026-09-30' } });
    await waitFor(() => expect(apply().disabled).toBe(false));
    await act(async () => fireEvent.click(apply()));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ startDate: '2026-09-01', endDate: '2026-09-30' }));
  });

  it('Cancel closes without applying', () => {
    const onApply = vi.fn();
    const onClose = vi.fn();
    render(<FilterDialog open onClose={onClose} onApply={onApply} fields={['date']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('filter schema (spec §5)', () => {
  it('requires each shown field; description optional up to 5000', () => {
    const schema = filterSchema(['zone', 'description']);
    expect(v.safeParse(schema, { zone: '' }).success).toBe(false);
    expect(v.safeParse(schema, { zone: '0' }).success).toBe(true);
    expect(v.safeParse(schema, { zone: 'North', description: 'x'.repeat(5000) }).success).toBe(true);
    const tooLong = v.safeParse(schema, { zone: 'North', description: 'x'.repeat(5001) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.issues?.[0]?.message).toBe(messagesSetTwo.maxLength(5000));
  });

  it('ignores fields that are not shown', () => {
    expect(v.safeParse(filterSchema(['date']), { date: '2026-01-01' }).success).toBe(true);
    expect(toFilterResult({ date: '2026-01-01', house: 'Red' }, ['date'])).toEqual({ date: '2026-01-01' });
  });
});
