import type { Option } from '../api/users';

export interface ClassChecklistProps {
  classes: Option[] | undefined;
  /** Why the list could not load (e.g. no list-class privilege). */
  problem?: string;
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}

/** The classes a user may work with, as labelled checkboxes in a fieldset. */
export function ClassChecklist({ classes, problem, selected, onChange }: ClassChecklistProps) {
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Classes ({selected.size} chosen)</legend>
      {problem ? (
        <p className="text-sm text-red-700">{problem}</p>
      ) : !classes ? (
        <p className="text-sm text-slate-600">Loading classes...</p>
      ) : classes.length === 0 ? (
        <p className="text-sm text-slate-700">No classes yet.</p>
      ) : (
        <div className="grid max-h-48 gap-2 overflow-y-auto sm:grid-cols-3">
          {classes.map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={selected.has(c.id)}
                onChange={(e) => toggle(c.id, e.target.checked)}
                className="size-4 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-600/40 focus:ring-offset-1"
              />
              {c.name}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
