import * as v from 'valibot';
import { BUS_STATES, busInput, type Bus, type BusDriver, type BusInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled, optional, wholeNumberText } from '@/components/form/from-text';
import { type SelectOption } from '@/components/form/select-field';
import { useSchemaForm } from '@/components/form/use-schema-form';

const entries = busInput.entries;

export const busFormSchema = v.object({
  number: entries.number,
  plate: entries.plate,
  driver_id: optional(entries.driver_id),
  capacity: filled(wholeNumberText(entries.capacity, 'Capacity is a whole number of seats.'), 'Enter how many students it seats.'),
  status: filled(entries.status, 'Choose the status.'),
});

const STATUS_OPTIONS: SelectOption[] = BUS_STATES.map((s) => ({ value: s, label: s }));

export interface BusFormProps {
  /** The bus being edited; absent when adding. */
  initial?: Bus;
  /** The active drivers; undefined while they load or when they could not be read. */
  drivers: BusDriver[] | undefined;
  /** Why there is no driver to pick from, if there is none. */
  driversNote?: string;
  pending: boolean;
  onSubmit: (input: BusInput) => void;
  onCancel: () => void;
}

/** The drivers to pick from; a bus's driver who is no longer an active driver stays on the list, so an edit keeps them unless changed. */
export function driverOptions(drivers: BusDriver[] | undefined, initial?: Bus): SelectOption[] {
  const options = (drivers ?? []).map((d) => ({ value: String(d.id), label: `${d.name} · ${d.number}` }));
  if (initial?.driver_id && !drivers?.some((d) => d.id === initial.driver_id)) {
    options.unshift({ value: String(initial.driver_id), label: `${initial.driver_name ?? `Employee ${initial.driver_id}`} (not an active driver)` });
  }
  return options;
}

/** A bus: its number, plate, driver and seats. Refusals (a number in use, fewer seats than riders) show at their fields. */
export function BusForm({ initial, drivers, driversNote, pending, onSubmit, onCancel }: BusFormProps) {
  const { Form, TextInput, SelectInput, valid, read } = useSchemaForm(busFormSchema, formValues(busFormSchema, initial, { status: 'Active' }), { row: initial });

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="number" label="Bus number" required maxLength={20} autoComplete="off" placeholder="Bus 3" />
        <TextInput name="plate" label="Plate" required maxLength={20} autoComplete="off" placeholder="KDA 123X" />
      </div>
      <div>
        <SelectInput name="driver_id" label="Driver" placeholder="No driver yet" options={driverOptions(drivers, initial)} />
        {driversNote ? <p className="mt-1 text-xs text-slate-600">{driversNote}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="capacity" label="Capacity" required inputMode="numeric" autoComplete="off" hint="Seats for students, 1 to 200." />
        <SelectInput name="status" label="Status" required placeholder="Choose a status" options={STATUS_OPTIONS} />
      </div>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Add bus'} />
    </Form>
  );
}
