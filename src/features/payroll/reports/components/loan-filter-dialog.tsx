import { useId, useState, type FormEvent } from 'react';
import { RECOVERY_KINDS, RECOVERY_STATES, type RecoveryKind, type RecoveryState } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { EntityCombobox } from '@/components/form/entity-combobox';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { Button } from '@/components/ui/button';
import type { FoundEmployee } from '../api/reports';
import { kindLabel } from '../lib/labels';
import { reportEmployeeChoice } from './employee-choice';

export interface LoanChoice {
  kind?: RecoveryKind;
  status?: RecoveryState;
  employee: FoundEmployee | null;
}

export interface LoanFilterDialogProps {
  open: boolean;
  onClose: () => void;
  onApply: (choice: LoanChoice) => void;
  initial: LoanChoice;
  /** The employee search needs the staff list (`list-employee`); without it the report keeps to kind and status. */
  canPickEmployee: boolean;
}

/** The loan report's filter: advances or loans, active or repaid, one employee or all. */
export function LoanFilterDialog(props: LoanFilterDialogProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title="Filter the report" width="30rem">
      {props.open ? <LoanFilterForm {...props} /> : null}
    </Modal>
  );
}

function LoanFilterForm({ onClose, onApply, initial, canPickEmployee }: LoanFilterDialogProps) {
  const id = useId();
  const [choice, setChoice] = useState<LoanChoice>(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(choice);
    onClose();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={`${id}-kind`} label="Kind" />
          <select id={`${id}-kind`} className={inputClass} value={choice.kind ?? ''} onChange={(e) => setChoice({ ...choice, kind: RECOVERY_KINDS.find((k) => k === e.target.value) })}>
            <option value="">Advances and loans</option>
            {RECOVERY_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}s only
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-status`} label="Status" />
          <select
            id={`${id}-status`}
            className={inputClass}
            value={choice.status ?? ''}
            onChange={(e) => setChoice({ ...choice, status: RECOVERY_STATES.find((s) => s === e.target.value) })}
          >
            <option value="">Active and repaid</option>
            {RECOVERY_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      {canPickEmployee ? (
        <div className="flex flex-wrap items-end gap-2">
          <EntityCombobox {...reportEmployeeChoice} className="min-w-0 flex-1" value={choice.employee} onChange={(employee) => employee && setChoice({ ...choice, employee })} />
          {choice.employee ? (
            <Button variant="secondary" onClick={() => setChoice({ ...choice, employee: null })}>
              All employees
            </Button>
          ) : null}
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
