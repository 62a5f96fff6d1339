import { useQuery } from '@tanstack/react-query';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { RangeFilterDialog, type ReportRangeDialogProps } from '@/components/dialogs/range-filter-dialog';
import { FilterSelect } from '@/components/dialogs/filter-fields';
import { rangePresets } from '../lib/range';
import { checkRange, type RangeChoice } from '../lib/range-check';

export interface RangeDialogProps extends ReportRangeDialogProps<RangeChoice> {
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
      <FilterSelect
        id={`${id}-class`}
        label="Class"
        none="All classes"
        options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={choice.class_id}
        onChange={(class_id) => change({ ...choice, class_id, section_id: undefined })}
      />
      <FilterSelect
        id={`${id}-section`}
        label="Section"
        none={choice.class_id ? 'All sections' : 'Pick a class first'}
        disabled={!choice.class_id}
        options={(sections.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        value={choice.section_id}
        onChange={(section_id) => change({ ...choice, section_id })}
      />
    </div>
  );
}
