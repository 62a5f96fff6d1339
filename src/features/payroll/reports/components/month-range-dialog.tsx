import { EMPLOYEE_TYPES, type EmployeeType } from '@contract';
import { RangeFilterDialog } from '@/components/dialogs/range-filter-dialog';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { typePlural } from '../lib/labels';
import { monthPresets, type MonthRange } from '../lib/months';
import { checkMonthRange } from '../lib/range-check';

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
export function MonthRangeDialog({ today, withType, ...props }: MonthRangeDialogProps) {
  return (
    <RangeFilterDialog
      {...props}
      unit="month"
      presets={monthPresets(today)}
      check={checkMonthRange}
      extra={
        withType
          ? (choice, change, id) => (
              <div>
                <FieldLabel htmlFor={`${id}-type`} label="Employee type" />
                <select
                  id={`${id}-type`}
                  className={inputClass}
                  value={choice.type ?? ''}
                  onChange={(e) =>
                    change({
                      ...choice,
                      type: EMPLOYEE_TYPES.find((t) => t === e.target.value),
                    })
                  }
                >
                  <option value="">All types</option>
                  {EMPLOYEE_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {typePlural(t)}
                    </option>
                  ))}
                </select>
              </div>
            )
          : undefined
      }
    />
  );
}
