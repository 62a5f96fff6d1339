import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A line's Remove button in a form of lines (a check, a journal entry), named for screen readers by the line. */
export function RemoveLine({ index, disabled, onRemove }: { index: number; disabled: boolean; onRemove: () => void }) {
  return (
    <Button variant="ghost" className="sm:mt-6" disabled={disabled} onClick={onRemove}>
      Remove <span className="sr-only">line {index + 1}</span>
    </Button>
  );
}

/** Under the lines: the lines' own error, Add line, and the running total beside it. */
export function LinesFooter({ error, canAdd, onAdd, children }: { error: string; canAdd: boolean; onAdd: () => void; children: ReactNode }) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <Button variant="secondary" disabled={!canAdd} onClick={onAdd}>
          Add line
        </Button>
        {children}
      </div>
    </>
  );
}
