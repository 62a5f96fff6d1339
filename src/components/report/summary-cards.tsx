/** One figure of a report's summary: "Riders 42". */
export interface SummaryCard {
  label: string;
  value: string;
}

/** A report's headline figures above its table: four across on a desk and on paper, two on a tablet. */
export function SummaryCards({ cards }: { cards: readonly SummaryCard[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 desk:grid-cols-4 print:grid-cols-4">
      {cards.map((c) => (
        <div key={c.label} className="rounded-lg px-4 py-3 ring-1 ring-slate-200">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{c.label}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{c.value}</dd>
        </div>
      ))}
    </dl>
  );
}
