import { useEffect, useId, useRef } from 'react';
import type { SectionRider } from '@contract';

export interface SectionChecklistProps {
  riders: SectionRider[];
  ticked: readonly number[];
  onChange: (ticked: number[]) => void;
  /** Why a ticked student was refused, by student id. */
  refusals: Record<number, string>;
  /** The field's error (nobody ticked, or the bus is too small), announced with the list. */
  error?: string;
}

const boxClass = 'size-4 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-600/40 focus:ring-offset-1';

/** What the student rides on the chosen day, or that they ride nothing. */
const ridesNow = (r: SectionRider) => (r.assignment ? `Rides ${r.assignment.bus_number} · ${r.assignment.zone_name} · ${r.assignment.category_name}` : 'Not riding');

/**
 * The section's students as a checklist, each with the bus they ride on the day. Ticking one
 * who rides already moves them: their ride ends the day before.
 */
export function SectionChecklist({ riders, ticked, onChange, refusals, error }: SectionChecklistProps) {
  const id = useId();
  const all = useRef<HTMLInputElement>(null);
  const chosen = new Set(ticked);
  const every = riders.length > 0 && riders.every((r) => chosen.has(r.student_id));
  const some = !every && riders.some((r) => chosen.has(r.student_id));
  const walkers = riders.filter((r) => !r.assignment).map((r) => r.student_id);
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  const toggle = (studentId: number, on: boolean) =>
    onChange(on ? riders.filter((r) => r.student_id === studentId || chosen.has(r.student_id)).map((r) => r.student_id) : ticked.filter((x) => x !== studentId));

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">Students</legend>
      <div className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 pb-2">
        <span className="flex items-center gap-2">
          <input ref={all} id={`${id}-all`} type="checkbox" className={boxClass} checked={every} onChange={(e) => onChange(e.target.checked ? riders.map((r) => r.student_id) : [])} />
          <label htmlFor={`${id}-all`} className="text-sm font-medium text-slate-900">
            All {riders.length} students
          </label>
        </span>
        {walkers.length > 0 ? (
          <button type="button" className="text-sm font-medium text-brand-700 underline underline-offset-2" onClick={() => onChange(walkers)}>
            Tick all not riding
          </button>
        ) : null}
      </div>
      <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto pr-1">
        {riders.map((r) => {
          const refused = refusals[r.student_id];
          return (
            <li key={r.student_id} className="flex items-start gap-2 py-1.5">
              <input
                id={`${id}-s${r.student_id}`}
                type="checkbox"
                className={`${boxClass} mt-0.5`}
                checked={chosen.has(r.student_id)}
                aria-invalid={refused ? true : undefined}
                aria-describedby={[`${id}-s${r.student_id}-rides`, refused ? `${id}-s${r.student_id}-error` : ''].join(' ').trim()}
                onChange={(e) => toggle(r.student_id, e.target.checked)}
              />
              {/* The name alone labels the box; what they ride now describes it. */}
              <div className="min-w-0 flex-1 text-sm">
                <label htmlFor={`${id}-s${r.student_id}`}>
                  <span className="font-medium text-slate-900">{r.student_name}</span>
                  <span className="text-slate-600"> · {r.admission_no}</span>
                </label>
                <span id={`${id}-s${r.student_id}-rides`} className={`block text-xs ${r.assignment ? 'text-slate-700' : 'text-slate-600'}`}>
                  {ridesNow(r)}
                </span>
                {refused ? (
                  <span id={`${id}-s${r.student_id}-error`} className="block text-xs font-medium text-red-700">
                    {refused}
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
