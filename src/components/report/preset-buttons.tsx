export interface PresetButtonsProps {
  legend: string;
  presets: { id: string; label: string; pressed: boolean }[];
  onPick: (id: string) => void;
}

/** Quick choices that fill the dates below them; the one matching the dates shows pressed. */
export function PresetButtons({ legend, presets, onPick }: PresetButtonsProps) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {presets.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={p.pressed}
            onClick={() => onPick(p.id)}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:font-semibold aria-pressed:text-brand-800"
          >
            {p.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
