import { ChoiceFilterDialog, type ChoiceForm } from '@/components/dialogs/choice-filter-dialog';
import { FilterInput, FilterSelect } from '@/components/dialogs/filter-fields';
import { PresetButtons } from '@/components/report/preset-buttons';
import type { AbsentChoice } from '../lib/search';

export interface AbsentFilterDialogProps {
  open: boolean;
  onClose: () => void;
  onApply: (choice: AbsentChoice) => void;
  initial: AbsentChoice;
  /** The school's today: the latest day a register can be taken. */
  today: string;
  /** The classes the user may see; undefined when they cannot be read (the report then covers them all). */
  classes: { id: number; name: string }[] | undefined;
}

/** The absent report's filter (spec §2: the 400px filter dialog, with its lastDay and date). */
export function AbsentFilterDialog({ open, onClose, onApply, initial, today, classes }: AbsentFilterDialogProps) {
  return (
    <ChoiceFilterDialog open={open} onClose={onClose} title="Filter the report" initial={draftOf(initial, today)} check={(d) => check(d, today)} onApply={(d) => onApply(choiceOf(d))}>
      {(form) => <AbsentFields form={form} today={today} classes={classes} />}
    </ChoiceFilterDialog>
  );
}

interface Draft {
  mode: 'days' | 'date';
  lastDay: string;
  times: string;
  date: string;
  classId: string;
}

type Errors = Partial<Record<'lastDay' | 'times' | 'date', string>>;

const draftOf = (choice: AbsentChoice, today: string): Draft =>
  'date' in choice
    ? { mode: 'date', lastDay: '7', times: '1', date: choice.date, classId: String(choice.class_id ?? '') }
    : { mode: 'days', lastDay: String(choice.lastDay), times: String(choice.times), date: today, classId: String(choice.class_id ?? '') };

/** The server's bounds (absentQuery): a whole number from 1 to 366. */
const wholeIn = (text: string, what: string): string | undefined =>
  /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 366 ? undefined : `Enter a whole number of ${what} from 1 to 366.`;

function check(d: Draft, today: string): Errors {
  if (d.mode === 'date') {
    if (!d.date) return { date: 'Choose a date.' };
    return d.date > today ? { date: 'Choose today or an earlier day: no register is taken ahead.' } : {};
  }
  const errors: Errors = { lastDay: wholeIn(d.lastDay, 'days'), times: wholeIn(d.times, 'times') };
  if (!errors.lastDay && !errors.times && Number(d.times) > Number(d.lastDay)) errors.times = 'A student cannot be absent more times than there are days.';
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as Errors;
}

function choiceOf(d: Draft): AbsentChoice {
  const class_id = d.classId ? Number(d.classId) : undefined;
  return d.mode === 'date' ? { date: d.date, class_id } : { lastDay: Number(d.lastDay), times: Number(d.times), class_id };
}

function AbsentFields({ form: { choice: draft, change: changeTo, errors, id }, today, classes }: { form: ChoiceForm<Draft>; today: string; classes: AbsentFilterDialogProps['classes'] }) {
  const change = (next: Partial<Draft>) => changeTo({ ...draft, ...next });
  const presets = [
    { id: 'today', label: 'Today', draft: { mode: 'date', date: today } },
    { id: 'week', label: 'Last 7 days', draft: { mode: 'days', lastDay: '7', times: '1' } },
    { id: 'month', label: '3+ times in 30 days', draft: { mode: 'days', lastDay: '30', times: '3' } },
  ] as const;
  const pressed = (p: (typeof presets)[number]['draft']) => Object.entries(p).every(([k, v]) => draft[k as keyof Draft] === v);
  const count = { type: 'number', inputMode: 'numeric', min: 1, max: 366, required: true } as const;

  return (
    <>
      <PresetButtons legend="Quick choices" presets={presets.map((p) => ({ id: p.id, label: p.label, pressed: pressed(p.draft) }))} onPick={(pid) => change(presets.find((p) => p.id === pid)!.draft)} />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Absent</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
          {(
            [
              ['days', 'In the last days'],
              ['date', 'On a day'],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className="flex items-center gap-2">
              <input type="radio" name={`${id}-mode`} value={mode} checked={draft.mode === mode} onChange={() => change({ mode })} className="h-4 w-4 accent-brand-700" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.mode === 'days' ? (
        <div className="grid grid-cols-2 gap-4">
          <FilterInput id={`${id}-lastDay`} label="Last days" {...count} value={draft.lastDay} onChange={(e) => change({ lastDay: e.target.value })} error={errors.lastDay} />
          <FilterInput id={`${id}-times`} label="Times absent" {...count} value={draft.times} onChange={(e) => change({ times: e.target.value })} error={errors.times} />
          <p className="col-span-2 -mt-2 text-xs text-slate-600">Students absent at least this many times, excused or not, in the days up to today.</p>
        </div>
      ) : (
        <FilterInput id={`${id}-date`} label="Date" type="date" required max={today} value={draft.date} onChange={(e) => change({ date: e.target.value })} error={errors.date} />
      )}
      {classes ? (
        <FilterSelect
          id={`${id}-class`}
          label="Class"
          none="All classes"
          options={classes.map((c) => ({ value: String(c.id), label: c.name }))}
          value={draft.classId || undefined}
          onChange={(classId) => change({ classId: classId ?? '' })}
        />
      ) : null}
    </>
  );
}
