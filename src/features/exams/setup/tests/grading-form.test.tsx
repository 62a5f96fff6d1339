import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Privilege } from '@contract';
import { HttpError } from '@/lib/http-error';
import { describedBy, enter, pressUntilSent, userWith, withClient } from '@/lib/testing';
import { notify } from '@/lib/toast';
import { GradingTab } from '../components/grading-tab';
import { GradingForm } from '../forms/grading-form';
import { SYSTEM } from './fixtures';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('@/lib/http', async () => ({ http: (await import('@/lib/testing')).callsByPath(http) }));

afterEach(cleanup);
beforeEach(() => {
  vi.restoreAllMocks();
  http.get.mockReset().mockImplementation((path: string) => (path === API.gradingSystems ? Promise.resolve([SYSTEM]) : Promise.reject(new Error(`unexpected ${path}`))));
  http.post.mockReset();
  http.put.mockReset();
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});

const cell = (column: string, band: number) => screen.getByLabelText(`${column}, band ${band}`) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const choose = (label: string, value: string) => fireEvent.change(select(label), { target: { value } });
const tried = () => screen.getByText(/graded|Type a percentage|Fill in/, { selector: 'output' }).textContent;
const saveButton = (name = 'Add grading system') => screen.getByRole('button', { name }) as HTMLButtonElement;

function renderNew(onSubmit = vi.fn()) {
  render(<GradingForm pending={false} onSubmit={onSubmit} onCancel={() => undefined} />, { wrapper: withClient() });
  return onSubmit;
}

describe('Exams › grading systems › the band editor', { timeout: 20_000 }, () => {
  it('starts from A–E at the chosen precision, each band ending one step below the next', async () => {
    renderNew();
    choose('Percentages shown to', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Start from A–E' }));
    await waitFor(() => expect(cell('To %', 2).value).toBe('79.9'));
    expect([1, 2, 3, 4, 5].map((b) => `${cell('Grade', b).value} ${cell('From %', b).value}–${cell('To %', b).value}`)).toEqual([
      'A 80–100',
      'B 70–79.9',
      'C 60–69.9',
      'D 50–59.9',
      'E 0–49.9',
    ]);
    expect(screen.getByText(/Percentages rounded half up to 1 decimal place, then graded\./)).toBeTruthy();
  });

  it('shows a gap and an overlap at the cell they are about, and saves nothing until they are fixed', async () => {
    renderNew();
    fireEvent.click(screen.getByRole('button', { name: 'Start from A–E' }));
    enter(screen.getByLabelText(/^Name/), 'Secondary');
    await waitFor(() => expect(cell('To %', 2).value).toBe('79'));

    enter(cell('To %', 2), '78');
    await waitFor(() => expect(cell('From %', 1).getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(cell('From %', 1))).toBe('From %, band 1: Gap: nothing grades 79–79%. Start this band at 79.');
    expect(cell('To %', 2).getAttribute('aria-invalid')).toBeNull();
    expect(saveButton().disabled).toBe(true);

    enter(cell('To %', 2), '82');
    await waitFor(() => expect(describedBy(cell('From %', 1))).toBe('From %, band 1: Overlaps grade B, which ends at 82%. Start this band at 83.'));
    expect(saveButton().disabled).toBe(true);

    enter(cell('To %', 2), '79');
    await waitFor(() => expect(cell('From %', 1).getAttribute('aria-invalid')).toBeNull());
    expect(saveButton().disabled).toBe(false);
  });

  it('names a band upside down, a grade used twice, and too many decimals for the precision', async () => {
    renderNew();
    fireEvent.click(screen.getByRole('button', { name: 'Start from A–E' }));
    await waitFor(() => expect(cell('Grade', 3).value).toBe('C'));
    enter(cell('Grade', 3), 'b');
    await waitFor(() => expect(describedBy(cell('Grade', 3))).toBe('Grade, band 3: Grade b is used twice.'));
    enter(cell('Grade', 3), 'C');
    enter(cell('To %', 4), '59.5');
    await waitFor(() => expect(describedBy(cell('To %', 4))).toBe('To %, band 4: Use at most 0 decimal places, the system\'s precision.'));
    enter(cell('To %', 4), '40');
    await waitFor(() => expect(describedBy(cell('To %', 4))).toBe('To %, band 4: A band cannot end below where it starts.'));
  });

  it('tries a percentage on a boundary under both rules: 79.5 is an A rounded, a B truncated', async () => {
    renderNew();
    fireEvent.click(screen.getByRole('button', { name: 'Start from A–E' }));
    await waitFor(() => expect(cell('To %', 5).value).toBe('49'));
    const tryIt = screen.getByLabelText('Try a percentage');
    enter(tryIt, '79.5');
    expect(tried()).toBe('79.5% is shown as 80% and graded A (Excellent), 12 points.');
    enter(tryIt, '79.49');
    expect(tried()).toBe('79.49% is shown as 79% and graded B (Good), 9 points.');
    enter(tryIt, '80');
    expect(tried()).toBe('80% is graded A (Excellent), 12 points.');

    choose('Before grading', 'truncate');
    await waitFor(() => expect(screen.getByText(/truncated \(cut off, never rounded up\) to whole numbers/)).toBeTruthy());
    enter(tryIt, '79.5');
    expect(tried()).toBe('79.5% is shown as 79% and graded B (Good), 9 points.');
    enter(tryIt, '79.99');
    expect(tried()).toBe('79.99% is shown as 79% and graded B (Good), 9 points.');
    enter(tryIt, '49.999');
    expect(tried()).toBe('49.999% is shown as 49% and graded E (Poor), 1 point.');
  });

  it('at two decimals, a percentage 0.005 either side of a boundary grades the same way the reports do', async () => {
    renderNew();
    choose('Percentages shown to', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Start from A–E' }));
    await waitFor(() => expect(cell('To %', 2).value).toBe('79.99'));
    const tryIt = screen.getByLabelText('Try a percentage');
    enter(tryIt, '79.995');
    expect(tried()).toBe('79.995% is shown as 80.00% and graded A (Excellent), 12 points.');
    enter(tryIt, '79.985');
    expect(tried()).toBe('79.985% is shown as 79.99% and graded B (Good), 9 points.');
    choose('Before grading', 'truncate');
    await waitFor(() => expect(screen.getByText(/truncated/)).toBeTruthy());
    enter(tryIt, '79.995');
    expect(tried()).toBe('79.995% is shown as 79.99% and graded B (Good), 9 points.');
    enter(tryIt, '80.005');
    expect(tried()).toBe('80.005% is shown as 80.00% and graded A (Excellent), 12 points.');
  });

  it('sends the bands in the order typed, grades in capitals, with the rule', async () => {
    const onSubmit = renderNew();
    enter(screen.getByLabelText(/^Name/), 'Pass or fail');
    enter(cell('From %', 1), '50');
    enter(cell('To %', 1), '100');
    enter(cell('Grade', 1), 'p');
    enter(cell('Point', 1), '1');
    fireEvent.click(screen.getByRole('button', { name: 'Add band' }));
    await waitFor(() => expect(cell('From %', 2)).toBeTruthy());
    enter(cell('From %', 2), '0');
    enter(cell('To %', 2), '49');
    enter(cell('Grade', 2), 'f');
    enter(cell('Point', 2), '0');
    enter(cell('Remark', 2), 'Try again');
    await pressUntilSent(() => saveButton(), onSubmit);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Pass or fail',
      precision: 0,
      rounding: 'round',
      status: 'Active',
      bands: [
        { from: 50, to: 100, grade: 'P', point: 1, remark: null },
        { from: 0, to: 49, grade: 'F', point: 0, remark: 'Try again' },
      ],
    });
  });
});

describe('Exams › grading systems tab', { timeout: 20_000 }, () => {
  const renderTab = (privileges: Privilege[] = ['grading', 'add-grading-sytem', 'update-grading-sytem']) => {
    const user = userWith(...privileges);
    const can = (p: Privilege) => user.privileges.includes(p);
    render(<GradingTab canAdd={can('add-grading-sytem')} canUpdate={can('update-grading-sytem')} whyNotUpdate={can('update-grading-sytem') ? undefined : 'no'} />, {
      wrapper: withClient(),
    });
  };

  it('lists each system with its rule, bands and use', async () => {
    renderTab();
    const row = await screen.findByRole('row', { name: /Secondary A–E/ });
    expect(row.textContent).toContain('Percentages rounded half up to whole numbers, then graded.');
    expect(row.textContent).toContain('A 80–100 · B 70–79 · C 60–69 · D 50–59 · E 0–49');
    expect(row.textContent).toContain('Active');
  });

  it('edits a system with its version, and a refusal at bands.{i}.{field} lands on that cell', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Secondary A–E' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Secondary A–E' });
    enter(within(dialog).getByLabelText('Remark, band 5'), 'Poor: see the teacher');
    const refusal = 'Grade E is in use on issued report cards.';
    http.put.mockRejectedValue(new HttpError(422, refusal, [{ path: 'bands.4.grade', message: refusal }]));
    await pressUntilSent(() => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement, http.put);
    expect(http.put).toHaveBeenCalledWith(`${API.gradingSystems}/3`, expect.objectContaining({ version: 4, precision: 0, rounding: 'round' }));
    expect(http.put.mock.calls[0]![1].bands[4]).toEqual({ from: 0, to: 49, grade: 'E', point: 1, remark: 'Poor: see the teacher' });
    await waitFor(() => expect(describedBy(within(dialog).getByLabelText('Grade, band 5'))).toBe(`Grade, band 5: ${refusal}`));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('without update-grading-sytem, systems cannot be edited', async () => {
    renderTab(['grading']);
    expect(((await screen.findByRole('button', { name: 'Edit Secondary A–E' })) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add grading system' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
