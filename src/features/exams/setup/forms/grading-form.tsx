import { getValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { describeRule, GRADING_STATES, PRECISIONS, type GradingRule, type GradingSystem, type GradingSystemInput, type Precision } from '@contract';
import { FormActions } from '@/components/form/form-actions';
import { checkScale, readBands } from '../lib/bands';
import { BandTable } from './band-table';
import { useGradingForm } from './grading-form-schema';
import { TryPercentage } from './try-percentage';
import type { RecordFormProps } from '@/components/form/record-form-props';

const PRECISION_OPTIONS = PRECISIONS.map((p) => ({ value: String(p), label: p === 0 ? 'Whole numbers (80%)' : p === 1 ? '1 decimal place (79.5%)' : '2 decimal places (79.45%)' }));
const ROUNDING_OPTIONS = [
  { value: 'round', label: 'Round half up' },
  { value: 'truncate', label: 'Truncate (cut off)' },
];
const STATUS_OPTIONS = GRADING_STATES.map((s) => ({ value: s, label: s === 'Active' ? 'Active' : 'Inactive (not offered for new exams)' }));

const precisionOf = (text: string | undefined): Precision => (text === '1' ? 1 : text === '2' ? 2 : 0);

export type GradingFormProps = RecordFormProps<GradingSystem, GradingSystemInput>;

/**
 * A grading system: its name, its rule (precision; round or truncate before grading, printed on
 * every report) and its bands, checked as they are typed, with a percentage to try against them.
 */
export function GradingForm({ initial, pending, onSubmit, onCancel }: GradingFormProps) {
  useSignals();
  const kit = useGradingForm(initial);
  const { form, Form, TextInput, SelectInput, valid, read } = kit;
  const values = getValues(form, { shouldActive: false });
  const rule: GradingRule = { precision: precisionOf(values.precision), rounding: values.rounding === 'truncate' ? 'truncate' : 'round' };
  const rows = values.bands ?? [];
  const check = checkScale(rows, rule.precision);
  const scaleOk = check.checked && check.cells.size === 0 && check.scale.length === 0;

  return (
    <Form className="space-y-4" onSubmit={(v) => onSubmit(read(v))}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <TextInput name="name" label="Name" required maxLength={60} autoComplete="off" placeholder="Secondary A–E" />
        <SelectInput name="status" label="Status" required placeholder="Choose" options={STATUS_OPTIONS} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput name="precision" label="Percentages shown to" required placeholder="Choose" options={PRECISION_OPTIONS} />
        <SelectInput name="rounding" label="Before grading" required placeholder="Choose" options={ROUNDING_OPTIONS} />
      </div>
      <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-200">
        <span className="font-semibold">The rule, printed on every report: </span>
        {describeRule(rule)}
      </p>
      <BandTable kit={kit} precision={rule.precision} check={check} />
      <TryPercentage rule={rule} bands={readBands(rows)} />
      <FormActions valid={valid && scaleOk} pending={pending} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Add grading system'} />
    </Form>
  );
}
