import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedBy, enter, pressUntilSent } from '@/lib/testing';
import { ANNUAL, balance, OLD, SICK } from '../tests/fixtures';
import { RequestForm } from './request-form';

afterEach(cleanup);

const submit = () => screen.getByRole('button', { name: 'Ask for leave' }) as HTMLButtonElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function renderForm(onSubmit = vi.fn()) {
  render(<RequestForm types={[ANNUAL, SICK, OLD]} balances={[balance(ANNUAL, { left: 12.5 })]} today="2026-12-01" pending={false} submitLabel="Ask for leave" onSubmit={onSubmit} onCancel={() => undefined} />);
  return onSubmit;
}

describe('RequestForm (asking for leave)', () => {
  it('offers the active kinds of leave, with what is left beside them', () => {
    renderForm();
    const options = Array.from(field('Kind of leave').querySelectorAll('option')).map((o) => o.textContent);
    expect(options).toEqual(['Choose', 'Annual leave (12½ days left)', 'Sick leave']);
  });

  it('refuses a last day before the first, and sends nothing', async () => {
    const onSubmit = renderForm();
    enter(field('Kind of leave'), '1');
    enter(field('First day'), '2026-12-10');
    enter(field('Last day'), '2026-12-08');
    await waitFor(() => expect(describedBy(field('Last day'))).toBe('The last day cannot be before the first.'));
    expect(submit().disabled).toBe(true);
    await act(async () => fireEvent.click(submit()));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the dates, the half days and the reason', async () => {
    const onSubmit = renderForm();
    enter(field('Kind of leave'), '1');
    enter(field('First day'), '2026-12-02');
    enter(field('Last day'), '2026-12-04');
    fireEvent.click(field('Start at midday on the first day'));
    fireEvent.click(field('Finish at midday on the last day'));
    enter(field('Reason'), '  Family wedding ');
    await pressUntilSent(() => submit(), onSubmit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        leave_type_id: 1,
        start_date: '2026-12-02',
        end_date: '2026-12-04',
        half_first_day: true,
        half_last_day: true,
        reason: 'Family wedding',
      }),
    );
  });

  it('says what a half day on a one-day request means, and sends whole days by default', async () => {
    const onSubmit = renderForm();
    enter(field('Kind of leave'), '2');
    expect(screen.getByLabelText('Start at midday (the afternoon off)')).toBeTruthy();
    expect(screen.getByText('Either makes it half a day.')).toBeTruthy();
    await pressUntilSent(() => submit(), onSubmit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ leave_type_id: 2, start_date: '2026-12-01', end_date: '2026-12-01', half_first_day: false, half_last_day: false, reason: '' }),
    );
  });
});
