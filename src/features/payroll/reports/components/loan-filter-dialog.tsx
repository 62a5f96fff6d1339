import { RECOVERY_KINDS, RECOVERY_STATES, type RecoveryKind, type RecoveryState } from '@contract';
import { ChoiceFilterDialog } from '@/components/dialogs/choice-filter-dialog';
import { FilterSelect } from '@/components/dialogs/filter-fields';
import { EntityCombobox } from '@/components/form/entity-combobox';
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

const kindOptions = RECOVERY_KINDS.map((k) => ({ value: k, label: `${kindLabel(k)}s only` }));
const stateOptions = RECOVERY_STATES.map((s) => ({ value: s, label: s }));

/** The loan report's filter: advances or loans, active or repaid, one employee or all. */
export function LoanFilterDialog({ canPickEmployee, ...props }: LoanFilterDialogProps) {
  return (
    <ChoiceFilterDialog {...props} title="Filter the report">
      {({ choice, change, id }) => (
        <>
          <div className="grid gap-4">
            <FilterSelect id={`${id}-kind`} label="Kind" none="Advances and loans" options={kindOptions} value={choice.kind} onChange={(kind) => change({ ...choice, kind })} />
            <FilterSelect id={`${id}-status`} label="Status" none="Active and repaid" options={stateOptions} value={choice.status} onChange={(status) => change({ ...choice, status })} />
          </div>
          {canPickEmployee ? (
            <div className="flex flex-wrap items-end gap-2">
              <EntityCombobox {...reportEmployeeChoice} className="min-w-0 flex-1" value={choice.employee} onChange={(employee) => employee && change({ ...choice, employee })} />
              {choice.employee ? (
                <Button variant="secondary" onClick={() => change({ ...choice, employee: null })}>
                  All employees
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </ChoiceFilterDialog>
  );
}
