import { getValue } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import * as v from 'valibot';
import { BUS_STATES, feeCategoryInput, formatMoney, type FeeCategory, type FeeCategoryInput, type Zone } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled, moneyText } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { AMOUNT_MESSAGE } from './zone-form';

const entries = feeCategoryInput.entries;

const categoryFormSchema = v.object({
  zone_id: filled(entries.zone_id, 'Choose the zone.'),
  name: entries.name,
  // Blank is "no fee of its own": the contract's null, which charges the zone's fee.
  monthly_fee: moneyText(entries.monthly_fee, AMOUNT_MESSAGE),
  status: filled(entries.status, 'Choose the status.'),
});

const STATUS_OPTIONS = BUS_STATES.map((s) => ({ value: s, label: s }));

export interface CategoryFormProps {
  initial?: FeeCategory;
  zones: Zone[];
  currency?: string;
  pending: boolean;
  onSubmit: (input: FeeCategoryInput) => void;
  onCancel: () => void;
}

/** What the blank fee means for the zone picked: its fee, named, once a zone is chosen. */
export function zoneFeeHint(zone: Zone | undefined, currency?: string): string {
  return zone ? `Leave blank to charge the zone's fee (${formatMoney(zone.monthly_fee, currency)} for ${zone.name}).` : "Leave blank to charge the zone's fee.";
}

/** A way of riding in a zone ("Both ways", "One way"), at the zone's fee or its own. */
export function CategoryForm({ initial, zones, currency, pending, onSubmit, onCancel }: CategoryFormProps) {
  useSignals();
  const { form, Form, TextInput, MoneyInput, SelectInput, valid, read } = useSchemaForm(
    categoryFormSchema,
    formValues(categoryFormSchema, initial, { zone_id: zones.length === 1 ? String(zones[0]!.id) : '', status: 'Active' }),
    { row: initial },
  );
  const zone = zones.find((z) => String(z.id) === getValue(form, 'zone_id'));
  const options = zones.map((z) => ({ value: String(z.id), label: z.name }));

  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="zone_id" label="Zone" required placeholder="Choose a zone" options={options} />
        <TextInput name="name" label="Category name" required maxLength={60} autoComplete="off" placeholder="One way" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput
          name="monthly_fee"
          label="Own monthly fee"
          currency={currency}
          placeholder="Zone fee"
          hint={zoneFeeHint(zone, currency)}
        />
        <SelectInput name="status" label="Status" required placeholder="Choose a status" options={STATUS_OPTIONS} />
      </div>
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Add category'} />
    </Form>
  );
}
