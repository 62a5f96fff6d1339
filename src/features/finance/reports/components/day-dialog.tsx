import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@/components/dialogs/modal';
import { FieldError } from '@/components/form/field-error';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { Button } from '@/components/ui/button';
import { dayPresets } from '../lib/range';
import { checkDay } from '../lib/range-check';
import { PresetButtons } from '@/components/report/preset-buttons';

export interface DayDialogProps {
  open: boolean;
  onClose: () => void;
  onApply: (on: string) => void;
  initial: string;
  today: string;
}

/** The balance sheet's filter: the one date it is drawn at. */
export function DayDialog(props: DayDialogProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title="Balance sheet date" width="30rem">
      {props.open ? <DayForm {...props} /> : null}
    </Modal>
  );
}

function DayForm({ onClose, onApply, initial, today }: DayDialogProps) {
  const id = useId();
  const [on, setOn] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [tried, setTried] = useState(false);
  const presets = dayPresets(today);
  const change = (next: string) => {
    setOn(next);
    if (tried) setError(checkDay(next).on);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkDay(on).on;
    setTried(true);
    setError(found);
    if (found) return;
    onApply(on);
    onClose();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PresetButtons legend="Quick dates" presets={presets.map((p) => ({ id: p.id, label: p.label, pressed: p.on === on }))} onPick={(pid) => change(presets.find((p) => p.id === pid)?.on ?? on)} />
      <div className="max-w-xs">
        <FieldLabel htmlFor={`${id}-on`} label="At the end of" required />
        <input
          id={`${id}-on`}
          type="date"
          required
          value={on}
          onChange={(e) => change(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-on-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${id}-on-error`} message={error ?? ''} />
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Apply</Button>
      </div>
    </form>
  );
}
