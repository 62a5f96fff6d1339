import { useId, type Key, type ReactNode } from 'react';
import { focusRing } from './button';

/** What one section's card says: its name, a line or two, and whether its work is done. */
export interface SectionCardFace {
  name: string;
  summary: ReactNode;
  detail?: ReactNode;
  done: boolean;
  /** "Taken", "Complete". */
  doneLabel: string;
  /** "Not taken yet", "In progress". */
  todoLabel: string;
  /** A draft of it waits on this device. */
  unsent: boolean;
}

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

export interface SectionCardListProps<T> {
  title: string;
  items: readonly T[];
  keyOf: (item: T) => Key;
  /** Where a card leads; null leaves the cards as text (a reader who may not take them). */
  hrefOf: ((item: T) => string) | null;
  faceOf: (item: T) => SectionCardFace;
}

/** The sections a teacher works through on a tablet (registers, mark sheets), two across on a desk. */
export function SectionCardList<T>({ title, items, keyOf, hrefOf, faceOf }: SectionCardListProps<T>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {title}
      </h2>
      <ul className="grid gap-2 desk:grid-cols-2">
        {items.map((item) => {
          const body = <CardFace face={faceOf(item)} />;
          return (
            <li key={keyOf(item)}>
              {hrefOf ? (
                <a href={hrefOf(item)} className={`block ${card} hover:ring-brand-600 ${focusRing}`}>
                  {body}
                </a>
              ) : (
                <div className={card}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function CardFace({ face }: { face: SectionCardFace }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{face.name}</p>
        <p className="text-sm text-slate-700">{face.summary}</p>
        {face.detail ? <p className="mt-1 text-xs text-slate-700">{face.detail}</p> : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        {face.done ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{face.doneLabel}</span>
        ) : (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300">{face.todoLabel}</span>
        )}
        {face.unsent ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Not sent</span> : null}
      </div>
    </div>
  );
}
