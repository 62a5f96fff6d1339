import type { ReactNode } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { StepSection } from './step-section';

export interface RunStepProps {
  /** What the import did, once it ran: its message and what was added. */
  done: { message: string; detail: ReactNode } | null;
  /** What importing now would add, all at once. */
  ready: string;
  /** The button's label, as "Import 12 students". */
  importLabel: string;
  /** Where the imported rows are listed, for whoever may see the list. */
  list: { href: string; label: string } | null;
  canImport: boolean;
  hasIssues: boolean;
  onImport: () => void;
  onAnother: () => void;
}

/** Step 4: every checked row imported at once, then what was added. */
export function RunStep({ done, ready, importLabel, list, canImport, hasIssues, onImport, onAnother }: RunStepProps) {
  return (
    <StepSection id="step-import" n={4} done={done !== null} title="Import">
      {done ? (
        <div role="status" className="rounded-md bg-emerald-50 p-4 text-sm text-emerald-950 ring-1 ring-emerald-200">
          <p className="font-semibold">{done.message}</p>
          <p className="mt-1">{done.detail}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {list ? (
              <a href={list.href} className={buttonClass('primary')}>
                {list.label}
              </a>
            ) : null}
            <Button variant="secondary" onClick={onAnother}>
              Import another file
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            {canImport ? ready : hasIssues ? 'Import is available once no row has a problem.' : 'Check the rows again before importing.'}
          </p>
          <Button disabled={!canImport} onClick={onImport}>
            {importLabel}
          </Button>
        </div>
      )}
    </StepSection>
  );
}
