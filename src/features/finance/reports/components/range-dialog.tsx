import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { Modal } from '@/components/dialogs/modal';
import { FieldError } from '@/components/form/field-error';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { Button } from '@/components/ui/button';
import { rangePresets } from '../lib/range';
import { checkRange, type RangeChoice, type RangeErrors } from '../lib/range-check';
import { PresetButtons } from '@/components/report/preset-buttons';

export interface RangeDialogProps {
  open: boolean;
  onClose: () => void;
  onApply: (choice: RangeChoice) => void;
  initial: RangeChoice;
  /** The school's today: the presets count from it. */
  today: string;
  /** The student summary also filters by class and section. */
  withClass?: boolean;
}

/** A report's filter: the date range (quick choices or two dates) and, where it applies, class and section. */
export function RangeDialog(props: RangeDialogProps) {
  // The body mounts per opening, so each opening starts from the report's current choice.
  return (
    <Modal open={props.open} onClose={props.onClose} title="Filter the report" width="30rem">
      {props.open ? <RangeForm {...props} /> : null}
    </Modal>
  );
}

function RangeForm({ onClose, onApply, initial, today, withClass }: RangeDialogProps) {
  const id = useId();
  const [choice, setChoice] = useState<RangeChoice>(initial);
  const [errors, setErrors] = useState<RangeErrors>({});
  const [tried, setTried] = useState(false);
  const classes = useQuery({ ...classOptionsQueryOptions(), enabled: !!withClass });
  const sections = useQuery({ ...classSectionsQueryOptions(choice.class_id), enabled: !!withClass && !!choice.class_id });
  const presets = rangePresets(today);

  const change = (next: RangeChoice) => {
    setChoice(next);
    if (tried) setErrors(checkRange(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkRange(choice);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length) return;
    onApply(choice);
    onClose();
  };
  const dateField = (key: 'from' | 'to', label: string) => (
    <div>
      <FieldLabel htmlFor={`${id}-${key}`} label={label} required />
      <input
        id={`${id}-${key}`}
        type="date"
        required
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
        {dateField('from', 'From')}
        {dateField('to', 'To')}
      </div>
      {withClass ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <FieldLabel htmlFor={`${id}-class`} label="Class" />
            <select
              id={`${id}-class`}
              className={inputClass}
              value={choice.class_id ?? ''}
              onChange={(e) => change({ ...choice, class_id: e.target.value ? Number(e.target.value) : undefined, section_id: undefined })}
            >
              <option value="">All classes</option>
              {(classes.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <FieldLabel htmlFor={`${id}-section`} label="Section" />
            <select
              id={`${id}-section`}
              className={inputClass}
              disabled={!choice.class_id}
              value={choice.section_id ?? ''}
              onChange={(e) => change({ ...choice, section_id: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">{choice.class_id ? 'All sections' : 'Pick a class first'}</option>
              {(sections.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
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
