import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@/components/dialogs/modal';
import { FieldError } from '@/components/form/field-error';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { PresetButtons } from '@/components/report/preset-buttons';
import { Button } from '@/components/ui/button';
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
export function AbsentFilterDialog(props: AbsentFilterDialogProps) {
  // The body mounts per opening, so each opening starts from the report's current choice.
  return (
    <Modal open={props.open} onClose={props.onClose} title="Filter the report" width="400px">
      {props.open ? <AbsentFilterForm {...props} /> : null}
    </Modal>
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

function AbsentFilterForm({ onClose, onApply, initial, today, classes }: AbsentFilterDialogProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial, today));
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const change = (next: Partial<Draft>) => {
    const d = { ...draft, ...next };
    setDraft(d);
    if (tried) setErrors(check(d, today));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(draft, today);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length) return;
    onApply(choiceOf(draft));
    onClose();
  };
  const presets = [
    { id: 'today', label: 'Today', draft: { mode: 'date', date: today } },
    { id: 'week', label: 'Last 7 days', draft: { mode: 'days', lastDay: '7', times: '1' } },
    { id: 'month', label: '3+ times in 30 days', draft: { mode: 'days', lastDay: '30', times: '3' } },
  ] as const;
  const pressed = (p: (typeof presets)[number]['draft']) => Object.entries(p).every(([k, v]) => draft[k as keyof Draft] === v);
  const invalid = (key: keyof Errors) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
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
          <div>
            <FieldLabel htmlFor={`${id}-lastDay`} label="Last days" required />
            <input id={`${id}-lastDay`} type="number" inputMode="numeric" min={1} max={366} required className={inputClass} value={draft.lastDay} onChange={(e) => change({ lastDay: e.target.value })} {...invalid('lastDay')} />
            <FieldError id={`${id}-lastDay-error`} message={errors.lastDay ?? ''} />
          </div>
          <div>
            <FieldLabel htmlFor={`${id}-times`} label="Times absent" required />
            <input id={`${id}-times`} type="number" inputMode="numeric" min={1} max={366} required className={inputClass} value={draft.times} onChange={(e) => change({ times: e.target.value })} {...invalid('times')} />
            <FieldError id={`${id}-times-error`} message={errors.times ?? ''} />
          </div>
          <p className="col-span-2 -mt-2 text-xs text-slate-600">Students absent at least this many times, excused or not, in the days up to today.</p>
        </div>
      ) : (
        <div>
          <FieldLabel htmlFor={`${id}-date`} label="Date" required />
          <input id={`${id}-date`} type="date" required max={today} className={inputClass} value={draft.date} onChange={(e) => change({ date: e.target.value })} {...invalid('date')} />
          <FieldError id={`${id}-date-error`} message={errors.date ?? ''} />
        </div>
      )}
      {classes ? (
        <div>
          <FieldLabel htmlFor={`${id}-class`} label="Class" />
          <select id={`${id}-class`} className={inputClass} value={draft.classId} onChange={(e) => change({ classId: e.target.value })}>
            <option value="">All classes</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Apply</Button>
      </div>
    </form>
  );
}
