import { QueryClient, queryOptions } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describedBy, withClient } from '@/lib/testing';
import { EntityCombobox, entityChoice, OptionLine, type EntityComboboxProps } from './entity-combobox';

afterEach(cleanup);

interface Pupil {
  id: number;
  fullname: string;
  admission_no: string;
}

const ada = { id: 4, fullname: 'Ada Obi', admission_no: 'A-004' };
const adam = { id: 9, fullname: 'Adam Kahn', admission_no: 'A-009' };

/** The server's answer to what was typed; each test says what it finds. */
const lookup = vi.fn<(text: string) => Promise<Pupil[]>>();

beforeEach(() => {
  lookup.mockReset();
  lookup.mockResolvedValue([ada, adam]);
});

/** A pupil choice as a feature writes one: a `queryOptions` factory, off until something is typed. */
const pupilChoice = entityChoice({
  label: 'Pupil',
  placeholder: 'Type a name',
  search: (text: string) =>
    queryOptions({
      queryKey: ['pupils', 'pick', text],
      queryFn: () => lookup(text),
      enabled: text.length > 0,
    }),
  describe: (p) => `${p.fullname} · ${p.admission_no}`,
  renderOption: (p) => <OptionLine name={p.fullname} details={[p.admission_no]} />,
  noMatch: (text) => `No pupil matches “${text}”.`,
});

/** What a page sets beside the choice itself. */
type Props = Partial<Pick<EntityComboboxProps<Pupil, Pupil[], string[]>, 'onChange' | 'description' | 'required' | 'error' | 'disabled' | 'clearable'>>;

/** The combobox as a page holds it: the value is the page's, and what is picked becomes it. */
function Picker({ initial = null, onChange, ...rest }: Props & { initial?: Pupil | null }) {
  const [value, setValue] = useState<Pupil | null>(initial);
  return (
    <EntityCombobox
      {...pupilChoice}
      {...rest}
      value={value}
      onChange={(picked) => {
        onChange?.(picked);
        setValue(picked);
      }}
    />
  );
}

const show = (ui: React.ReactElement) => render(ui, { wrapper: withClient(new QueryClient({ defaultOptions: { queries: { retry: false } } })) });
const box = () => screen.getByRole('combobox', { name: /Pupil/ }) as HTMLInputElement;
const type = (text: string) => {
  fireEvent.input(box(), { target: { value: text } });
  fireEvent.change(box(), { target: { value: text } });
};

describe('EntityCombobox', () => {
  it('searches once typing pauses, with the trimmed text, and lists each match by its option line', async () => {
    show(<Picker />);
    type('a');
    type('ad');
    type('  ada  ');
    // Per pause, not per key: nothing is read while the user is still typing.
    expect(lookup).not.toHaveBeenCalled();
    const options = await screen.findAllByRole('option');
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('ada');
    expect(options.map((o) => o.textContent)).toEqual(['Ada Obi · A-004', 'Adam Kahn · A-009']);
  });

  it('reads nothing and lists nothing while only spaces are typed', async () => {
    show(<Picker />);
    type('   ');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(lookup).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('hands the picked pupil to onChange and shows it in the input as described', async () => {
    const onChange = vi.fn();
    show(<Picker onChange={onChange} />);
    type('ada');
    // Headless UI picks on the press of the mouse button, as a person's click starts.
    const option = await screen.findByRole('option', { name: /Adam Kahn/ });
    await act(async () => fireEvent.mouseDown(option));
    expect(onChange).toHaveBeenCalledWith(adam);
    await waitFor(() => expect(box().value).toBe('Adam Kahn · A-009'));
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('says so under the input when the search found nobody', async () => {
    lookup.mockResolvedValue([]);
    show(<Picker />);
    type(' zed ');
    expect(await screen.findByText('No pupil matches “zed”.')).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('shows why a search failed', async () => {
    lookup.mockRejectedValue(new Error('The student list could not be read.'));
    show(<Picker />);
    type('ada');
    expect(await screen.findByText('The student list could not be read.')).toBeTruthy();
    expect(screen.queryByText(/No pupil matches/)).toBeNull();
  });

  it('clearable: emptying the text drops the choice', async () => {
    const onChange = vi.fn();
    show(<Picker initial={ada} onChange={onChange} clearable />);
    expect(box().value).toBe('Ada Obi · A-004');
    type('');
    expect(onChange.mock.calls).toEqual([[null]]);
    // Leaving the input does not bring the old choice back.
    fireEvent.blur(box());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(box().value).toBe('');
  });

  it('not clearable: emptying the text keeps the choice until another is picked', async () => {
    const onChange = vi.fn();
    show(<Picker initial={ada} onChange={onChange} />);
    type('');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(onChange).not.toHaveBeenCalled();
    // Leaving the input puts the kept choice back.
    fireEvent.blur(box());
    await waitFor(() => expect(box().value).toBe('Ada Obi · A-004'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('required: the label says so and the input is aria-required', () => {
    show(<Picker required />);
    expect(screen.getByText('Pupil').textContent).toBe('Pupil *');
    expect(box().getAttribute('aria-required')).toBe('true');
  });

  it('not required: no mark and no aria-required', () => {
    show(<Picker />);
    expect(screen.getByText('Pupil').textContent).toBe('Pupil');
    expect(box().getAttribute('aria-required')).toBeNull();
  });

  it('an error shows as an alert that describes the input', () => {
    show(<Picker error="Choose the pupil the note is about." description="Their class teacher sees the note." />);
    expect(screen.getByRole('alert').textContent).toBe('Choose the pupil the note is about.');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box())).toContain('Choose the pupil the note is about.');
    expect(describedBy(box())).toContain('Their class teacher sees the note.');
  });

  it('without an error there is no alert and the input is not invalid', () => {
    show(<Picker />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box().getAttribute('aria-invalid')).toBeNull();
  });

  it('disabled: the input cannot be typed into', () => {
    show(<Picker disabled />);
    expect(box().disabled).toBe(true);
  });
});
