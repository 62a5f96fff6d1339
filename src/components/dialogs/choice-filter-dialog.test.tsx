import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedBy } from '@/lib/testing';
import { ChoiceFilterDialog, type ChoiceErrors, type ChoiceFilterDialogProps } from './choice-filter-dialog';
import { FilterInput } from './filter-fields';

afterEach(cleanup);

/** The absent list's days: both ends needed, the end not before the start. */
interface Days {
  from: string;
  to: string;
}

const START_NEEDED = 'Choose the first day.';
const END_BEFORE_START = 'The last day must not be before the first.';

const checkDays = (d: Days): ChoiceErrors => ({
  from: d.from ? undefined : START_NEEDED,
  to: d.from && d.to && d.to < d.from ? END_BEFORE_START : undefined,
});

type Props = Partial<ChoiceFilterDialogProps<Days>>;

function DaysFilter(props: Props) {
  return (
    <ChoiceFilterDialog<Days> open title="Filter the absences" onClose={() => undefined} onApply={() => undefined} initial={{ from: '', to: '' }} check={checkDays} {...props}>
      {({ choice, change, errors, id }) => (
        <>
          <FilterInput id={`${id}-from`} label="From" type="date" required value={choice.from} error={errors.from} onChange={(e) => change({ ...choice, from: e.target.value })} />
          <FilterInput id={`${id}-to`} label="To" type="date" value={choice.to} error={errors.to} onChange={(e) => change({ ...choice, to: e.target.value })} />
        </>
      )}
    </ChoiceFilterDialog>
  );
}

const from = () => screen.getByLabelText('From') as HTMLInputElement;
const to = () => screen.getByLabelText('To') as HTMLInputElement;
const apply = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
/** Opens the filter as a page does, with its answers watched. */
function openFilter(props: Props = {}) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(<DaysFilter onApply={onApply} onClose={onClose} {...props} />);
  return { onApply, onClose };
}
const pick = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('ChoiceFilterDialog', () => {
  it('is the spec §2 filter dialog: titled, 400px wide, with Cancel and Apply', () => {
    render(<DaysFilter />);
    const dialog = screen.getByRole('dialog', { name: 'Filter the absences' });
    // The panel holding the title; the width is the spec's, whatever the constant is called.
    const panel = screen.getByRole('heading', { name: 'Filter the absences' }).parentElement!;
    expect(dialog.contains(panel)).toBe(true);
    expect(panel.style.width).toBe('400px');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('shows nothing while closed', () => {
    render(<DaysFilter open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText('From')).toBeNull();
  });

  it('says nothing is wrong before the first Apply, however the fields change', () => {
    render(<DaysFilter />);
    pick(to(), '2026-03-01');
    pick(from(), '2026-03-09');
    pick(from(), '');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(from().getAttribute('aria-invalid')).toBeNull();
  });

  it('Apply with a wrong choice shows what is wrong by field and applies nothing', async () => {
    const { onApply, onClose } = openFilter();
    await apply();
    expect(screen.getByRole('alert').textContent).toBe(START_NEEDED);
    expect(from().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(from())).toBe(START_NEEDED);
    expect(to().getAttribute('aria-invalid')).toBeNull();
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Filter the absences' })).toBeTruthy();
  });

  it('after a refused Apply each change is checked again: a new error shows, a fixed one goes', async () => {
    render(<DaysFilter />);
    await apply();
    expect(screen.getByText(START_NEEDED)).toBeTruthy();
    pick(from(), '2026-03-09');
    expect(screen.queryByText(START_NEEDED)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    pick(to(), '2026-03-01');
    expect(screen.getByRole('alert').textContent).toBe(END_BEFORE_START);
    expect(describedBy(to())).toBe(END_BEFORE_START);
    pick(to(), '2026-03-20');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(to().getAttribute('aria-invalid')).toBeNull();
  });

  it('Apply with a good choice hands it to onApply and closes', async () => {
    const { onApply, onClose } = openFilter();
    pick(from(), '2026-03-02');
    pick(to(), '2026-03-06');
    await apply();
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ from: '2026-03-02', to: '2026-03-06' });
    expect(onClose).toHaveBeenCalled();
  });

  it('a refused Apply then a fixed one applies the fixed choice', async () => {
    const { onApply } = openFilter({ initial: { from: '2026-03-09', to: '2026-03-01' } });
    await apply();
    expect(screen.getByText(END_BEFORE_START)).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
    pick(to(), '2026-03-13');
    await apply();
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ from: '2026-03-09', to: '2026-03-13' });
  });

  it('without a check every choice applies', async () => {
    const { onApply } = openFilter({ check: undefined });
    await apply();
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ from: '', to: '' });
  });

  it('Cancel closes without applying what was chosen', async () => {
    const { onApply, onClose } = openFilter();
    pick(from(), '2026-03-02');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('Escape closes without applying', async () => {
    const { onApply, onClose } = openFilter({ initial: { from: '2026-03-02', to: '2026-03-06' } });
    await act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onApply).not.toHaveBeenCalled();
  });

  it("each opening starts again from the page's choice, its errors gone", async () => {
    const initial = { from: '2026-03-02', to: '2026-03-06' };
    const { rerender } = render(<DaysFilter initial={initial} />);
    pick(from(), '');
    await apply();
    expect(screen.getByText(START_NEEDED)).toBeTruthy();
    rerender(<DaysFilter initial={initial} open={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(<DaysFilter initial={initial} />);
    await waitFor(() => expect(from().value).toBe('2026-03-02'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
