import { useId, type ReactNode } from 'react';

export interface SettingsCardProps {
  title: string;
  description: ReactNode;
  /** The section's Add button, beside its heading. */
  action?: ReactNode;
  children: ReactNode;
}

/** One section of the settings page: a card with its heading, a line of explanation and its content. */
export function SettingsCard({ title, description, action, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 desk:p-6">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
