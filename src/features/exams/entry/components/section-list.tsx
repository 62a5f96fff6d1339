import { useId } from 'react';
import { focusRing } from '@/components/ui/button';
import type { PickedSection } from '../api/picker';

export interface SectionListProps {
  title: string;
  sections: PickedSection[];
  unsent: ReadonlySet<number>;
  hrefOf: (sectionId: number) => string;
}

/** Sections sitting the exam, each with how many of its class's papers are complete. */
export function SectionList({ title, sections, unsent, hrefOf }: SectionListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {title}
      </h2>
      <ul className="grid gap-2 desk:grid-cols-2">
        {sections.map((s) => {
          const done = s.papers > 0 && s.complete >= s.papers;
          return (
            <li key={s.id}>
              <a href={hrefOf(s.id)} className={`block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600 ${focusRing}`}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      {s.class_name} {s.name}
                    </p>
                    <p className="text-sm text-slate-700">
                      {s.students} student{s.students === 1 ? '' : 's'} · {s.complete} of {s.papers} paper{s.papers === 1 ? '' : 's'} complete
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    {done ? (
                      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Complete</span>
                    ) : (
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300">In progress</span>
                    )}
                    {unsent.has(s.id) ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Not sent</span> : null}
                  </div>
                </div>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
