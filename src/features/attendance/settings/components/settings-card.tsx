import { useId, type ReactNode } from 'react';
import { SectionHeader } from '@/components/ui/section-header';

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
      <SectionHeader id={headingId} title={title} description={description} action={action} />
      {children}
    </section>
  );
}
