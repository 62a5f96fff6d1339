import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesSetOne } from '@contract';
import { AcademicYearForm } from './academic-year-form';
import { pickIn } from '@/lib/testing';

afterEach(cleanup);

describe('AcademicYearForm (the contract year)', () => {
  it('says an unpicked date is required, and that the end must follow the start', async () => {
    render(<AcademicYearForm pending={false} onSubmit={() => undefined} onCancel={() => undefined} />);
    pickIn('Start date', '');
    await waitFor(() => expect(screen.getByText(messagesSetOne.required)).toBeTruthy());
    const name = screen.getByLabelText('Name');
    fireEvent.input(name, { target: { value: '2026/2027' } });
    pickIn('Start date', '2026-09-01');
    pickIn('End date', '2026-01-01');
    await waitFor(() => expect(screen.getByText('The end date must be after the start date.')).toBeTruthy());
  });
});
