import type { ReactNode } from 'react';

/** A page section's heading, its line of explanation, and its action (an Add button) beside them. */
export function SectionHeader({ id, title, description, action }: { id: string; title: string; description: ReactNode; action?: ReactNode }) {
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {action}
    </header>
  );
}
