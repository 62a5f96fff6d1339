import { useId, type ReactNode } from 'react';
import { SectionHeader } from '@/components/ui/section-header';

export interface PanelProps {
  title: string;
  description: ReactNode;
  /** The panel's buttons (an Add), beside its heading. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * One part of a settings or set-up page (attendance codes, the bell schedule, exam types): a card
 * named by its heading, with a line of explanation and its content.
 */
export function Panel({ title, description, action, children, className = '' }: PanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 desk:p-5 ${className}`}>
      <SectionHeader id={headingId} title={title} description={description} action={action} />
      {children}
    </section>
  );
}
