import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesSetOne } from '@contract';
import { AcademicYearForm } from './academic-year-form';

afterEach(cleanup);

const pick = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('AcademicYearForm (the contract year)', () => {
  it('says an unpicked date is required, and that the end must follow the start', async () => {
    render(<AcademicYearForm pending={false} onSubmit={() => undefined} onCancel={() => undefined} />);
    pick('Start date', '');
    await waitFor(() => expect(screen.getByText(messagesSetOne.required)).toBeTruthy());
    const name = screen.getByLabelText('Name');
    fireEvent.input(name, { target: { value: '2026/2027' } });
    pick('Start date', '2026-09-01');
    pick('End date', '2026-01-01');
    await waitFor(() => expect(screen.getByText('The end date must be after the start date.')).toBeTruthy());
  });
});
