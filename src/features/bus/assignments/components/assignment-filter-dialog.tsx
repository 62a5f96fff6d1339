import { useQuery } from '@tanstack/react-query';
import type { Bus } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { ChoiceFilterDialog, type ChoiceForm } from '@/components/dialogs/choice-filter-dialog';
import { FilterSelect } from '@/components/dialogs/filter-fields';

export interface AssignmentFilter {
  bus_id?: number;
  zone_id?: number;
  section_id?: number;
}

export interface AssignmentFilterDialogProps {
  open: boolean;
  onClose: () => void;
  initial: AssignmentFilter;
  buses: Pick<Bus, 'id' | 'number'>[];
  zones: { id: number; name: string }[];
  /** The chosen section in words ("Grade 4 · B"), when the list knows it. */
  sectionLabel?: string;
  onApply: (filter: AssignmentFilter, sectionLabel?: string) => void;
}

/** The dialog's choice: a section is kept with its words, for the list's filter line. */
interface Draft extends AssignmentFilter {
  class_id?: number;
  sectionLabel?: string;
}

/** Bus Student's filter: one bus, one zone, one section, or any mix of them. */
export function AssignmentFilterDialog({ open, onClose, initial, buses, zones, sectionLabel, onApply }: AssignmentFilterDialogProps) {
  const draft: Draft = { ...initial, sectionLabel: initial.section_id ? (sectionLabel ?? 'The chosen section') : undefined };
  return (
    <ChoiceFilterDialog
      open={open}
      onClose={onClose}
      title="Filter the riders"
      initial={draft}
      onApply={(d) => onApply({ bus_id: d.bus_id, zone_id: d.zone_id, section_id: d.section_id }, d.section_id ? d.sectionLabel : undefined)}
    >
      {(form) => <FilterFields form={form} buses={buses} zones={zones} />}
    </ChoiceFilterDialog>
  );
}

function FilterFields({ form: { choice, change, id }, buses, zones }: { form: ChoiceForm<Draft>; buses: AssignmentFilterDialogProps['buses']; zones: AssignmentFilterDialogProps['zones'] }) {
  const classes = useQuery(classOptionsQueryOptions());
  const sections = useQuery(classSectionsQueryOptions(choice.class_id ?? null));
  // Opened on a section chosen earlier: it stays a choice until another class is picked.
  const keptSection = !choice.class_id && choice.section_id ? [{ value: choice.section_id, label: choice.sectionLabel ?? 'The chosen section' }] : [];
  const className = classes.data?.find((c) => c.id === choice.class_id)?.name;
  const sectionOptions = choice.class_id ? (sections.data ?? []).map((s) => ({ value: s.id, label: `${className} · ${s.name}` })) : keptSection;

  return (
    <div className="grid gap-4">
      <FilterSelect id={`${id}-bus`} label="Bus" none="All buses" options={buses.map((b) => ({ value: b.id, label: b.number }))} value={choice.bus_id} onChange={(bus_id) => change({ ...choice, bus_id })} />
      <FilterSelect id={`${id}-zone`} label="Zone" none="All zones" options={zones.map((z) => ({ value: z.id, label: z.name }))} value={choice.zone_id} onChange={(zone_id) => change({ ...choice, zone_id })} />
      <FilterSelect
        id={`${id}-class`}
        label="Class"
        none={classes.isError ? 'The classes could not be read' : 'Choose a class'}
        options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={choice.class_id}
        onChange={(class_id) => change({ ...choice, class_id, section_id: undefined, sectionLabel: undefined })}
      />
      <FilterSelect
        id={`${id}-section`}
        label="Section"
        none={choice.class_id || keptSection.length ? 'All sections' : 'Choose the class first'}
        options={sectionOptions}
        disabled={sectionOptions.length === 0}
        value={choice.section_id}
        onChange={(section_id) => change({ ...choice, section_id, sectionLabel: sectionOptions.find((s) => s.value === section_id)?.label })}
      />
    </div>
  );
}
