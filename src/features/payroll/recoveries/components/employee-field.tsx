import { useSignals } from '@preact/signals-react/runtime';
import { visibleError, type FieldBindings, type FieldState } from '@/components/form/field-types';
import { EmployeeCombobox, type PickedEmployee } from './employee-combobox';

export interface EmployeeFieldProps {
  /** The form's `employee_id` field: the picked id as text. */
  field: FieldState<string>;
  bindings: FieldBindings;
  value: PickedEmployee | null;
  onPick: (employee: PickedEmployee | null) => void;
}

/**
 * The employee of a payroll form: a search-as-you-type picker bound to the form's
 * `employee_id`, so its error shows once touched, and a server refusal naming `employee_id`
 * shows here and focuses it (ADR 019).
 */
export function EmployeeField({ field, bindings, value, onPick }: EmployeeFieldProps) {
  useSignals();
  return <EmployeeCombobox required activeOnly value={value} onChange={onPick} error={visibleError(field)} inputRef={bindings.ref} onBlur={bindings.onBlur} />;
}

/** A fixed employee (an edit): shown, not picked. */
export function EmployeeShown({ name, number }: { name: string; number: string }) {
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-800">Employee</p>
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-200">
        {name} · {number}
      </p>
    </div>
  );
}
