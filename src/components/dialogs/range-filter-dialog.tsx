import type { ReactNode } from 'react';
import { PresetButtons } from '@/components/report/preset-buttons';
import { ChoiceFilterDialog, type ChoiceErrors, type ChoiceForm } from './choice-filter-dialog';
import { FilterInput } from './filter-fields';

/** The ends of a range: days (YYYY-MM-DD) or months (YYYY-MM), both included. */
export interface RangeEnds {
  from: string;
  to: string;
}

export interface RangePresetChoice extends RangeEnds {
  id: string;
  label: string;
}

export interface RangeFilterDialogProps<C extends RangeEnds> {
  open: boolean;
  onClose: () => void;
  onApply: (choice: C) => void;
  initial: C;
  /** The quick choices (counted from the school's today). */
  presets: readonly RangePresetChoice[];
  /** Days or months. */
  unit: 'day' | 'month';
  /** What is wrong with a choice, by field; checked on Apply, then on every change. */
  check: (choice: C) => ChoiceErrors;
  /** The fields after the range (class and section, employee type), given the choice and how to change it. */
  extra?: (choice: C, change: (next: C) => void, id: string) => ReactNode;
  title?: string;
}

/** What a report page hands its range dialog: the dialog's state and the school's today the presets count from. */
export type ReportRangeDialogProps<C extends RangeEnds> = Pick<RangeFilterDialogProps<C>, 'open' | 'onClose' | 'onApply' | 'initial'> & {
  /** The school's today: the presets count from it. */
  today: string;
};

/** A report's filter: a range (quick choices or two ends) and, where a report needs them, more fields. */
export function RangeFilterDialog<C extends RangeEnds>({ presets, unit, extra, title = 'Filter the report', ...props }: RangeFilterDialogProps<C>) {
  return (
    <ChoiceFilterDialog {...props} title={title}>
      {(form) => (
        <>
          <PresetButtons
            legend="Quick ranges"
            presets={presets.map((p) => ({ id: p.id, label: p.label, pressed: p.from === form.choice.from && p.to === form.choice.to }))}
            onPick={(pid) => {
              const p = presets.find((x) => x.id === pid);
              if (p) form.change({ ...form.choice, from: p.from, to: p.to });
            }}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <RangeEnd form={form} end="from" unit={unit} />
            <RangeEnd form={form} end="to" unit={unit} />
          </div>
          {extra?.(form.choice, form.change, form.id)}
        </>
      )}
    </ChoiceFilterDialog>
  );
}

function RangeEnd<C extends RangeEnds>({ form: { choice, change, errors, id }, end, unit }: { form: ChoiceForm<C>; end: 'from' | 'to'; unit: 'day' | 'month' }) {
  const months = unit === 'month';
  return (
    /* A browser without a month picker shows a text box: the placeholder says what to type. */
    <FilterInput
      id={`${id}-${end}`}
      label={end === 'from' ? (months ? 'From month' : 'From') : months ? 'To month' : 'To'}
      type={months ? 'month' : 'date'}
      required
      placeholder={months ? 'YYYY-MM' : undefined}
      value={choice[end]}
      max={end === 'from' && choice.to ? choice.to : undefined}
      min={end === 'to' && choice.from ? choice.from : undefined}
      onChange={(e) => change({ ...choice, [end]: e.target.value })}
      error={errors[end]}
    />
  );
}
