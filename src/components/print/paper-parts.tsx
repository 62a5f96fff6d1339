import type { ReactNode } from 'react';

export interface PaperDetailProps {
  label: string;
  children: ReactNode;
  /**
   * `column`: the label in a narrow column, the value after it (a voucher's payee and amount).
   * `ruled`: label and value on a ruled line, the value at the right (a payslip's details in two columns).
   */
  look?: 'column' | 'ruled';
}

/** One labelled detail of a paper the school hands out or files; goes inside a `<dl>`. */
export function PaperDetail({ label, children, look = 'column' }: PaperDetailProps) {
  if (look === 'ruled') {
    return (
      <div className="flex justify-between gap-4 border-b border-slate-200 py-1">
        <dt className="text-slate-700">{label}</dt>
        <dd className="text-right font-medium text-slate-900">{children}</dd>
      </div>
    );
  }
  return (
    <div className="flex gap-2">
      <dt className="w-28 shrink-0 font-medium text-slate-700">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

/** Words across a paper's face in a red frame ("Void", "Draft: not approved"), so a copy is never taken for a valid one. */
export function PaperStamp({ children, className = 'mt-4 py-2' }: { children: ReactNode; className?: string }) {
  return <p className={`${className} rounded-md border-2 border-red-700 px-3 text-center text-sm font-bold uppercase tracking-wide text-red-800`}>{children}</p>;
}

/** The lines at a paper's foot where people sign ("Approved by", "Received by"), side by side. */
export function SignatureLines({ labels, className = 'mt-16' }: { labels: readonly string[]; className?: string }) {
  return (
    <div className={`${className} grid grid-cols-2 gap-12 text-slate-800`}>
      {labels.map((label) => (
        <span key={label} className="border-t border-slate-500 pt-1">
          {label}
        </span>
      ))}
    </div>
  );
}
