import { useId, useState, type FormEvent } from 'react';
import { EMPLOYEE_TYPES, type EmployeeType } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { FieldError } from '@/components/form/field-error';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { Button } from '@/components/ui/button';
import { typePlural } from '../lib/labels';
import { monthPresets, type MonthRange } from '../lib/months';
import { checkMonthRange, type MonthRangeErrors } from '../lib/range-check';
import { PresetButtons } from '@/components/report/preset-buttons';

export interface MonthChoice extends MonthRange {
  type?: EmployeeType;
}

export interface MonthRangeDialogProps {
  open: boolean;
  onClose: () => void;
  onApply: (choice: MonthChoice) => void;
  initial: MonthChoice;
  /** The school's today: the presets count from it. */
  today: string;
  /** The payroll report also filters by employee type. */
  withType?: boolean;
}

/** A payroll report's filter: the months (quick choices or two months) and, where it applies, the employee type. */
export function MonthRangeDialog(props: MonthRangeDialogProps) {
  // The body mounts per opening, so each opening starts from the report's current choice.
  return (
    <Modal open={props.open} onClose={props.onClose} title="Filter the report" width="30rem">
      {props.open ? <MonthRangeForm {...props} /> : null}
    </Modal>
  );
}

function MonthRangeForm({ onClose, onApply, initial, today, withType }: MonthRangeDialogProps) {
  const id = useId();
  const [choice, setChoice] = useState<MonthChoice>(initial);
  const [errors, setErrors] = useState<MonthRangeErrors>({});
  const [tried, setTried] = useState(false);
  const presets = monthPresets(today);

  const change = (next: MonthChoice) => {
    setChoice(next);
    if (tried) setErrors(checkMonthRange(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkMonthRange(choice);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length) return;
    onApply(choice);
    onClose();
  };
  const monthField = (key: 'from' | 'to', label: string) => (
    <div>
      <FieldLabel htmlFor={`${id}-${key}`} label={label} required />
      {/* A browser without a month picker shows a text box: the placeholder says what to type. */}
      <input
        id={`${id}-${key}`}
        type="month"
        required
        placeholder="YYYY-MM"
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
        presets={presets.map((p) => ({ id: p.id, label: p.label, pressed: p.from === choice.from && p.to === choice.to }))}
        onPick={(pid) => {
          const p = presets.find((x) => x.id === pid);
          if (p) change({ ...choice, from: p.from, to: p.to });
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {monthField('from', 'From month')}
        {monthField('to', 'To month')}
      </div>
      {withType ? (
        <div>
          <FieldLabel htmlFor={`${id}-type`} label="Employee type" />
          <select
            id={`${id}-type`}
            className={inputClass}
            value={choice.type ?? ''}
            onChange={(e) => change({ ...choice, type: EMPLOYEE_TYPES.find((t) => t === e.target.value) })}
          >
            <option value="">All types</option>
            {EMPLOYEE_TYPES.map((t) => (
              <option key={t} value={t}>
                {typePlural(t)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Apply</Button>
      </div>
    </form>
  );
}
