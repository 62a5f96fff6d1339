import { useId } from 'react';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { PresetButtons } from '@/components/report/preset-buttons';
import type { WeekView } from '../lib/search';

export interface Option {
  id: number;
  name: string;
}

/** A picker's list, or why there is none yet. */
export interface Choices {
  options: Option[] | undefined;
  chosen: number | undefined;
  onChoose: (id: number) => void;
}

export interface WeekChoiceProps {
  by: WeekView;
  /** The signed-in user's own week, when they are one of the teachers. */
  mine: boolean | null;
  onView: (view: WeekView | 'mine') => void;
  classes: Choices;
  sections: Choices;
  teachers: Choices;
  rooms: Choices;
}

const VIEW_LABELS: Record<WeekView, string> = { section: 'By section', teacher: 'By teacher', room: 'By room' };

function Picker({ label, noun, choices }: { label: string; noun: string; choices: Choices }) {
  const id = useId();
  const { options, chosen, onChoose } = choices;
  return (
    <div className="min-w-0">
      <FieldLabel htmlFor={id} label={label} />
      <select id={id} className={inputClass} value={chosen ?? ''} disabled={!options?.length} onChange={(e) => onChoose(Number(e.target.value))}>
        {chosen === undefined ? <option value="">{!options ? `Loading ${noun}…` : options.length ? `Choose from the ${noun}` : `No ${noun}`}</option> : null}
        {(options ?? []).map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Whose week the page shows: a section (class, then section), a teacher or a room, and the
 * user's own week when they teach. Each choice applies at once.
 */
export function WeekChoice({ by, mine, onView, classes, sections, teachers, rooms }: WeekChoiceProps) {
  const presets = [
    ...(mine === null ? [] : [{ id: 'mine', label: 'My week', pressed: mine }]),
    ...(['section', 'teacher', 'room'] as const).map((view) => ({ id: view, label: VIEW_LABELS[view], pressed: by === view && !(view === 'teacher' && mine) })),
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:hidden">
      <PresetButtons legend="Show the week of" presets={presets} onPick={(view) => onView(view as WeekView | 'mine')} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {by === 'section' ? (
          <>
            <Picker label="Class" noun="classes" choices={classes} />
            <Picker label="Section" noun="sections" choices={sections} />
          </>
        ) : null}
        {by === 'teacher' ? (
          <div className="col-span-2">
            <Picker label="Teacher" noun="teachers" choices={teachers} />
          </div>
        ) : null}
        {by === 'room' ? <Picker label="Room" noun="rooms" choices={rooms} /> : null}
      </div>
    </div>
  );
}
