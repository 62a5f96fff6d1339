import * as v from 'valibot';
import { zoneInput, type Zone, type ZoneInput } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { formValues } from '@/components/form/form-values';
import { filled, moneyText } from '@/components/form/from-text';
import { useSchemaForm } from '@/components/form/use-schema-form';

export const AMOUNT_MESSAGE = 'Enter an amount such as 1500 or 1,500.50.';

const zoneFormSchema = v.object({
  name: zoneInput.entries.name,
  monthly_fee: filled(moneyText(zoneInput.entries.monthly_fee, AMOUNT_MESSAGE), 'Enter the monthly fee.'),
});

export interface ZoneFormProps {
  initial?: Zone;
  currency?: string;
  pending: boolean;
  onSubmit: (input: ZoneInput) => void;
  onCancel: () => void;
}

/** A zone and what a month of riding in it costs; its categories follow the fee unless they set their own. */
export function ZoneForm({ initial, currency, pending, onSubmit, onCancel }: ZoneFormProps) {
  const { Form, TextInput, MoneyInput, valid, read } = useSchemaForm(zoneFormSchema, formValues(zoneFormSchema, initial), { row: initial });
  return (
    <Form className="space-y-4" onSubmit={(values) => onSubmit(read(values))}>
      <TextInput name="name" label="Zone name" required maxLength={60} autoComplete="off" placeholder="Hilltop" />
      <MoneyInput
        name="monthly_fee"
        label="Monthly fee"
        currency={currency}
        required
        placeholder="e.g. 2500"
        hint={initial ? 'A new fee applies to months not billed yet.' : undefined}
      />
      <FormActions valid={valid} pending={pending} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Add zone'} />
    </Form>
  );
}
