import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isoDate, type BulkAssignmentInput, type FeeCategory } from '@contract';
import * as v from 'valibot';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { Button } from '@/components/ui/button';
import { useTakingAction } from '@/lib/action-guard';
import { formatDate } from '@/lib/format-date';
import { errorMessage } from '@/lib/http-error';
import { whileSubmitting, type RefusalTarget } from '@/lib/refusals';
import { activeBusesQueryOptions, sectionRidersQueryOptions } from '../api/assignments';
import { SectionChecklist } from '../components/section-checklist';
import { busChoice, categoryChoice, seatsLine } from '../lib/labels';
import { checkChoice, NO_ERRORS, refusalErrors, type SectionChoice, type SectionErrors, type SectionField } from '../lib/section-choice';

export interface SectionFormProps {
  categories: FeeCategory[] | undefined;
  today: string;
  currency?: string;
  pending: boolean;
  onSubmit: (input: BulkAssignmentInput) => void;
  onCancel: () => void;
}

/** A labelled control with its error under it; `id` ties the label, the control and the error. */
function Labelled({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const invalid = (id: string, error?: string) => ({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined });

/**
 * Assign a section: pick the class and section and the first day; the section's students are
 * listed with the bus each rides that day; tick some, choose the bus and fee category. The
 * seats left on that bus are counted as students are ticked. All or none are assigned.
 */
export function SectionForm({ categories, today, currency, pending, onSubmit, onCancel }: SectionFormProps) {
  const id = useId();
  const takingAction = useTakingAction();
  const [choice, setChoice] = useState<SectionChoice>({ class_id: '', section_id: '', from: today, student_ids: [], bus_id: '', category_id: '', stop: '' });
  const [errors, setErrors] = useState<SectionErrors>(NO_ERRORS);
  const sent = useRef<number[]>([]);
  const target = useMemo<RefusalTarget>(
    () => ({
      show(error) {
        const found = refusalErrors(error, sent.current);
        if (found) setErrors(found);
        return !!found;
      },
    }),
    [],
  );
  const day = v.is(isoDate, choice.from) ? choice.from : undefined;
  const classes = useQuery(classOptionsQueryOptions());
  const sections = useQuery(classSectionsQueryOptions(choice.class_id || null));
  const riders = useQuery(sectionRidersQueryOptions(choice.section_id ? Number(choice.section_id) : null, day));
  const buses = useQuery(activeBusesQueryOptions(day));
  const bus = buses.data?.find((b) => String(b.id) === choice.bus_id);
  const alreadyOn = (riders.data ?? []).filter((r) => choice.student_ids.includes(r.student_id) && String(r.assignment?.bus_id) === choice.bus_id).length;
  const seats = seatsLine(choice.student_ids.length, bus, alreadyOn);

  const change = (patch: Partial<SectionChoice>, cleared: SectionField[] = []) => {
    setChoice((c) => ({ ...c, ...patch }));
    setErrors((e) => ({ fields: Object.fromEntries(Object.entries(e.fields).filter(([k]) => !cleared.includes(k as SectionField))), students: patch.student_ids ? {} : e.students }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { input, errors: found } = checkChoice(choice);
    setErrors(found);
    if (!input) return;
    sent.current = input.student_ids;
    whileSubmitting(target, () => onSubmit(input));
  };
  const f = errors.fields;
  const active = (categories ?? []).filter((c) => c.status === 'Active');

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-3">
        <Labelled id={`${id}-class`} label="Class" required>
          <select {...invalid(`${id}-class`)} className={inputClass} value={choice.class_id} onChange={(e) => change({ class_id: e.target.value, section_id: '', student_ids: [] }, ['section_id', 'student_ids'])}>
            <option value="">{classes.isError ? 'The classes could not be read' : 'Choose a class'}</option>
            {(classes.data ?? []).filter((c) => c.status !== 'Inactive').map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-section`} label="Section" required error={f.section_id}>
          <select {...invalid(`${id}-section`, f.section_id)} className={inputClass} disabled={!choice.class_id} value={choice.section_id} onChange={(e) => change({ section_id: e.target.value, student_ids: [] }, ['section_id', 'student_ids'])}>
            <option value="">{choice.class_id ? 'Choose a section' : 'Choose the class first'}</option>
            {(sections.data ?? []).map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-from`} label="First day riding" required error={f.from}>
          <input {...invalid(`${id}-from`, f.from)} type="date" required className={inputClass} value={choice.from} onChange={(e) => change({ from: e.target.value }, ['from'])} />
        </Labelled>
      </div>

      {!choice.section_id ? (
        <p className="text-sm text-slate-600">Choose a class and section to list its students.</p>
      ) : riders.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          The section&apos;s students could not be read ({errorMessage(riders.error)}).
        </p>
      ) : !riders.data ? (
        <p className="text-sm text-slate-600">Reading the section&apos;s students…</p>
      ) : riders.data.length === 0 ? (
        <p className="text-sm text-slate-600">No student is enrolled in this section.</p>
      ) : (
        <SectionChecklist riders={riders.data} ticked={choice.student_ids} refusals={errors.students} error={f.student_ids} onChange={(ticked) => change({ student_ids: ticked }, ['student_ids'])} />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled id={`${id}-bus`} label={day ? `Bus (seats on ${formatDate(day)})` : 'Bus'} required error={f.bus_id}>
          <select {...invalid(`${id}-bus`, f.bus_id)} className={inputClass} value={choice.bus_id} onChange={(e) => change({ bus_id: e.target.value }, ['bus_id', 'student_ids'])}>
            <option value="">{buses.isError ? 'The buses could not be read' : 'Choose a bus'}</option>
            {(buses.data ?? []).map((b) => (
              <option key={b.id} value={String(b.id)}>
                {busChoice(b)}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-category`} label="Fee category" required error={f.category_id}>
          <select {...invalid(`${id}-category`, f.category_id)} className={inputClass} value={choice.category_id} onChange={(e) => change({ category_id: e.target.value }, ['category_id'])}>
            <option value="">{categories ? 'Choose the zone and way of riding' : 'Reading the categories…'}</option>
            {active.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {categoryChoice(c, currency)}
              </option>
            ))}
          </select>
        </Labelled>
      </div>
      <Labelled id={`${id}-stop`} label="Stop" error={f.stop}>
        <input {...invalid(`${id}-stop`, f.stop)} className={inputClass} maxLength={80} placeholder="Market gate" autoComplete="off" value={choice.stop} onChange={(e) => change({ stop: e.target.value }, ['stop'])} />
      </Labelled>

      <p aria-live="polite" className={`text-sm font-medium ${seats?.over ? 'text-red-700' : 'text-slate-800'}`}>
        {seats ? `${seats.text}${seats.over ? ': too few seats on this bus.' : ''}` : `${choice.student_ids.length} chosen · choose a bus to see its seats`}
      </p>
      <p className="text-sm text-slate-600">A ticked student who rides now moves: that assignment ends the day before. All are assigned, or none.</p>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || takingAction || choice.student_ids.length === 0}>
          {choice.student_ids.length > 1 ? `Assign ${choice.student_ids.length} students` : 'Assign'}
        </Button>
      </div>
    </form>
  );
}
