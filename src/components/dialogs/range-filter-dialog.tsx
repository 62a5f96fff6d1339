import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FieldError } from '@/components/form/field-error';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { PresetButtons } from '@/components/report/preset-buttons';
import { Button } from '@/components/ui/button';
import { Modal } from './modal';

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
  check: (choice: C) => Partial<Record<string, string>>;
  /** The fields after the range (class and section, employee type), given the choice and how to change it. */
  extra?: (choice: C, change: (next: C) => void, id: string) => ReactNode;
  title?: string;
}

/**
 * A report's filter: a range (quick choices or two ends) and, where a report needs them, more
 * fields. It owns the choice and its errors: nothing is said before the first Apply, then each
 * change is checked again.
 */
export function RangeFilterDialog<C extends RangeEnds>(props: RangeFilterDialogProps<C>) {
  // The body mounts per opening, so each opening starts from the report's current choice.
  return (
    <Modal open={props.open} onClose={props.onClose} title={props.title ?? 'Filter the report'} width="30rem">
      {props.open ? <RangeFilterForm {...props} /> : null}
    </Modal>
  );
}

function RangeFilterForm<C extends RangeEnds>({ onClose, onApply, initial, presets, unit, check, extra }: RangeFilterDialogProps<C>) {
  const id = useId();
  const [choice, setChoice] = useState<C>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [tried, setTried] = useState(false);

  const change = (next: C) => {
    setChoice(next);
    if (tried) setErrors(check(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(choice);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length) return;
    onApply(choice);
    onClose();
  };
  const endField = (key: 'from' | 'to', label: string) => (
    <div>
      <FieldLabel htmlFor={`${id}-${key}`} label={label} required />
      {/* A browser without a month picker shows a text box: the placeholder says what to type. */}
      <input
        id={`${id}-${key}`}
        type={unit === 'month' ? 'month' : 'date'}
        required
        placeholder={unit === 'month' ? 'YYYY-MM' : undefined}
        value={choice[key]}
        max={key === 'from' && choice.to ? choice.to : undefined}
        min={key === 'to' && choice.from ? choice.from : undefined}
        onChange={(e) => change({ ...choice, [key]: e.target.value })}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        className={inputClass}
      />
      <FieldError id={`${id}-${key}-error`} message={errors[key] ?? ''} />
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PresetButtons
        legend="Quick ranges"
        presets={presets.map((p) => ({
          id: p.id,
          label: p.label,
          pressed: p.from === choice.from && p.to === choice.to,
        }))}
        onPick={(pid) => {
          const p = presets.find((x) => x.id === pid);
          if (p) change({ ...choice, from: p.from, to: p.to });
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {endField('from', unit === 'month' ? 'From month' : 'From')}
        {endField('to', unit === 'month' ? 'To month' : 'To')}
      </div>
      {extra?.(choice, change, id)}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Apply</Button>
      </div>
    </form>
  );
}
