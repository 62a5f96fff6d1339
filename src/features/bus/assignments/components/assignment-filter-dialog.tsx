import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Bus } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { Modal } from '@/components/dialogs/modal';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { Button } from '@/components/ui/button';

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

/** Bus Student's filter: one bus, one zone, one section, or any mix of them. */
export function AssignmentFilterDialog(props: AssignmentFilterDialogProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title="Filter the riders" width="30rem">
      {props.open ? <FilterForm {...props} /> : null}
    </Modal>
  );
}

const numberOr = (text: string) => (text ? Number(text) : undefined);

function FilterForm({ onClose, initial, buses, zones, sectionLabel, onApply }: AssignmentFilterDialogProps) {
  const id = useId();
  const [bus, setBus] = useState(String(initial.bus_id ?? ''));
  const [zone, setZone] = useState(String(initial.zone_id ?? ''));
  const [classId, setClassId] = useState('');
  const [section, setSection] = useState(String(initial.section_id ?? ''));
  const classes = useQuery(classOptionsQueryOptions());
  const sections = useQuery(classSectionsQueryOptions(classId || null));
  // Opened on a section chosen earlier: it stays a choice until another class is picked.
  const keptSection = !classId && section ? [{ id: Number(section), label: sectionLabel ?? 'The chosen section' }] : [];
  const className = classes.data?.find((c) => String(c.id) === classId)?.name;
  const sectionOptions = classId ? (sections.data ?? []).map((s) => ({ id: s.id, label: `${className} · ${s.name}` })) : keptSection;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const picked = sectionOptions.find((s) => String(s.id) === section);
    onApply({ bus_id: numberOr(bus), zone_id: numberOr(zone), section_id: numberOr(section) }, picked?.label);
    onClose();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={`${id}-bus`} label="Bus" />
          <select id={`${id}-bus`} className={inputClass} value={bus} onChange={(e) => setBus(e.target.value)}>
            <option value="">All buses</option>
            {buses.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.number}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-zone`} label="Zone" />
          <select id={`${id}-zone`} className={inputClass} value={zone} onChange={(e) => setZone(e.target.value)}>
            <option value="">All zones</option>
            {zones.map((z) => (
              <option key={z.id} value={String(z.id)}>
                {z.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-class`} label="Class" />
          <select
            id={`${id}-class`}
            className={inputClass}
            value={classId}
            onChange={(e) => {
              setClassId(e.target.value);
              setSection('');
            }}
          >
            <option value="">{classes.isError ? 'The classes could not be read' : 'Choose a class'}</option>
            {(classes.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-section`} label="Section" />
          <select id={`${id}-section`} className={inputClass} value={section} disabled={sectionOptions.length === 0} onChange={(e) => setSection(e.target.value)}>
            <option value="">{classId || keptSection.length ? 'All sections' : 'Choose the class first'}</option>
            {sectionOptions.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
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
