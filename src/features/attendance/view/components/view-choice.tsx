import { useId, useState } from 'react';
import { FieldError } from '@/components/form/field-error';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { ClassSectionSelects, type ClassSectionChoice } from '@/components/form/choice-select';
import { PresetButtons } from '@/components/report/preset-buttons';
import { addDays } from '../lib/days';
import { lastFourWeeks, type DayRange } from '../lib/search';

export interface ViewChoiceProps extends ClassSectionChoice {
  days: DayRange;
  /** The school's today: the quick choices count from it. */
  today: string;
  onDays: (days: DayRange) => void;
  /** Why the chosen days cannot be shown, beside the end date. */
  problem: string | null;
}

function presetsOf(today: string): { id: string; label: string; range: DayRange }[] {
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(monthStart, -1);
  return [
    { id: 'four-weeks', label: 'Last 4 weeks', range: lastFourWeeks(today) },
    { id: 'this-month', label: 'This month', range: { start: monthStart, end: today } },
    { id: 'last-month', label: 'Last month', range: { start: `${lastMonthEnd.slice(0, 8)}01`, end: lastMonthEnd } },
  ];
}

/**
 * What the grid shows: a class and its section, and the days. Each choice applies at once (a
 * tablet has no room for a dialog and an Apply button); a date applies once it is whole.
 */
export function ViewChoice({ days, today, onDays, problem, ...choice }: ViewChoiceProps) {
  const id = useId();
  const [typed, setTyped] = useState(days);
  const [seen, setSeen] = useState(days);
  if (seen.start !== days.start || seen.end !== days.end) {
    setSeen(days);
    setTyped(days);
  }
  const typeDay = (key: keyof DayRange, value: string) => {
    const next = { ...typed, [key]: value };
    setTyped(next);
    if (next.start && next.end) onDays(next);
  };
  const presets = presetsOf(today);

  return (
    <div className="mx-auto max-w-6xl space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:hidden">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <ClassSectionSelects {...choice} />
        <div>
          <FieldLabel htmlFor={`${id}-start`} label="From" />
          <input id={`${id}-start`} type="date" className={inputClass} value={typed.start} max={typed.end || undefined} onChange={(e) => typeDay('start', e.target.value)} />
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-end`} label="To" />
          <input
            id={`${id}-end`}
            type="date"
            className={inputClass}
            value={typed.end}
            min={typed.start || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-end-error` : undefined}
            onChange={(e) => typeDay('end', e.target.value)}
          />
          <FieldError id={`${id}-end-error`} message={problem ?? ''} />
        </div>
      </div>
      <PresetButtons
        legend="Quick ranges"
        presets={presets.map((p) => ({ id: p.id, label: p.label, pressed: p.range.start === days.start && p.range.end === days.end }))}
        onPick={(pid) => {
          const preset = presets.find((p) => p.id === pid);
          if (preset) onDays(preset.range);
        }}
      />
    </div>
  );
}
