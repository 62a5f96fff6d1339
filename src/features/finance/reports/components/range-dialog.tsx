import { useQuery } from '@tanstack/react-query';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { RangeFilterDialog } from '@/components/dialogs/range-filter-dialog';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { rangePresets } from '../lib/range';
import { checkRange, type RangeChoice } from '../lib/range-check';

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
export function RangeDialog({ today, withClass, ...props }: RangeDialogProps) {
  return (
    <RangeFilterDialog
      {...props}
      unit="day"
      presets={rangePresets(today)}
      check={checkRange}
      extra={withClass ? (choice, change, id) => <ClassFields choice={choice} change={change} id={id} /> : undefined}
    />
  );
}

function ClassFields({ choice, change, id }: { choice: RangeChoice; change: (next: RangeChoice) => void; id: string }) {
  const classes = useQuery(classOptionsQueryOptions());
  const sections = useQuery({
    ...classSectionsQueryOptions(choice.class_id),
    enabled: !!choice.class_id,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <FieldLabel htmlFor={`${id}-class`} label="Class" />
        <select
          id={`${id}-class`}
          className={inputClass}
          value={choice.class_id ?? ''}
          onChange={(e) =>
            change({
              ...choice,
              class_id: e.target.value ? Number(e.target.value) : undefined,
              section_id: undefined,
            })
          }
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
          onChange={(e) =>
            change({
              ...choice,
              section_id: e.target.value ? Number(e.target.value) : undefined,
            })
          }
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
  );
}
