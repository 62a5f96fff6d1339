import { useEffect, useId, useRef } from 'react';
import { formatMoney, type SchoolClass } from '@contract';
import { FieldLabel } from '@/components/form/field-label';
import { Button } from '@/components/ui/button';

export interface FeeRunChoice {
  month: string;
  class_ids: number[];
}

export interface FeeRunFormProps {
  classes: readonly Pick<SchoolClass, 'id' | 'name' | 'monthly_fee'>[];
  currency?: string;
  value: FeeRunChoice;
  onChange: (next: FeeRunChoice) => void;
  /** Field errors, by field name (month, class_ids), from the check here or the server. */
  errors: Partial<Record<'month' | 'class_ids', string>>;
  pending: boolean;
  onPreview: () => void;
}

const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/40 aria-[invalid=true]:border-red-600';
const boxClass = 'size-4 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-600/40 focus:ring-offset-1';

/** The month to bill and the classes to bill it to; Preview shows the run before anything is posted. */
export function FeeRunForm({ classes, currency, value, onChange, errors, pending, onPreview }: FeeRunFormProps) {
  const id = useId();
  const all = useRef<HTMLInputElement>(null);
  const chosen = new Set(value.class_ids);
  const every = classes.length > 0 && classes.every((c) => chosen.has(c.id));
  const some = !every && classes.some((c) => chosen.has(c.id));
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);

  const toggle = (classId: number, on: boolean) =>
    onChange({ ...value, class_ids: on ? classes.filter((c) => c.id === classId || chosen.has(c.id)).map((c) => c.id) : value.class_ids.filter((x) => x !== classId) });

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onPreview();
      }}
    >
      <div className="max-w-xs">
        <FieldLabel htmlFor={`${id}-month`} label="Month" required />
        <input
          id={`${id}-month`}
          type="month"
          required
          className={inputClass}
          value={value.month}
          aria-invalid={errors.month ? true : undefined}
          aria-describedby={errors.month ? `${id}-month-error` : undefined}
          onChange={(e) => onChange({ ...value, month: e.target.value })}
        />
        {errors.month ? (
          <p id={`${id}-month-error`} className="mt-1 text-sm text-red-700">
            {errors.month}
          </p>
        ) : null}
      </div>
      <fieldset aria-describedby={errors.class_ids ? `${id}-classes-error` : undefined} aria-invalid={errors.class_ids ? true : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">Classes</legend>
        {classes.length === 0 ? (
          <p className="text-sm text-slate-600">No active classes yet.</p>
        ) : (
          <>
            <div className="mb-2 flex items-center gap-2 border-b border-slate-200 pb-2">
              <input
                ref={all}
                id={`${id}-all`}
                type="checkbox"
                className={boxClass}
                checked={every}
                onChange={(e) => onChange({ ...value, class_ids: e.target.checked ? classes.map((c) => c.id) : [] })}
              />
              <label htmlFor={`${id}-all`} className="text-sm font-medium text-slate-900">
                All classes
              </label>
            </div>
            <ul className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
              {classes.map((c) => (
                <li key={c.id} className="flex items-center gap-2">
                  <input id={`${id}-c${c.id}`} type="checkbox" className={boxClass} checked={chosen.has(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />
                  <label htmlFor={`${id}-c${c.id}`} className="text-sm text-slate-800">
                    {c.name}
                    <span className="text-slate-600"> · {formatMoney(c.monthly_fee ?? 0, currency)} a month</span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
        {errors.class_ids ? (
          <p id={`${id}-classes-error`} className="mt-1 text-sm text-red-700">
            {errors.class_ids}
          </p>
        ) : null}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? 'Reading…' : 'Preview'}
        </Button>
      </div>
    </form>
  );
}
