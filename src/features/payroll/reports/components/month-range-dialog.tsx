import { EMPLOYEE_TYPES, type EmployeeType } from '@contract';
import { RangeFilterDialog, type ReportRangeDialogProps } from '@/components/dialogs/range-filter-dialog';
import { FilterSelect } from '@/components/dialogs/filter-fields';
import { typePlural } from '../lib/labels';
import { monthPresets, type MonthRange } from '../lib/months';
import { checkMonthRange } from '../lib/range-check';

export interface MonthChoice extends MonthRange {
  type?: EmployeeType;
}

export interface MonthRangeDialogProps extends ReportRangeDialogProps<MonthChoice> {
  /** The payroll report also filters by employee type. */
  withType?: boolean;
}

const typeOptions = EMPLOYEE_TYPES.map((t) => ({ value: t, label: typePlural(t) }));

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
              <FilterSelect id={`${id}-type`} label="Employee type" none="All types" options={typeOptions} value={choice.type} onChange={(type) => change({ ...choice, type })} />
            )
          : undefined
      }
    />
  );
}
