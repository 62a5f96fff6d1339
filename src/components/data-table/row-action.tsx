import { Button } from '@/components/ui/button';
import { lacks } from '@/lib/can';
import type { Column } from './types';

export interface RowActionProps {
  /** The visible word, e.g. "Edit". */
  label: string;
  /** Read only by screen readers after the label, so each row's button has its own name ("Edit Grade 1"). */
  target: string;
  allowed: boolean;
  /** The privilege (or the privileges still missing) a disabled button names in its title. */
  privilege: string | readonly string[];
  onClick: () => void;
  className?: string;
}

/** A compact button in a row's Actions cell, disabled with the missing privilege as its title. */
export function RowAction({ label, target, allowed, privilege, onClick, className = 'px-2 py-1' }: RowActionProps) {
  return (
    <Button variant="ghost" className={className} disabled={!allowed} title={lacks(allowed, ...(typeof privilege === 'string' ? [privilege] : privilege))} onClick={onClick}>
      {label}
      <span className="sr-only"> {target}</span>
    </Button>
  );
}

/** The right-aligned Actions column: left out of CSV and print. */
export function actionsColumn<T>(cell: (row: T) => React.ReactNode): Column<T> {
  return { id: 'actions', header: 'Actions', align: 'right', cell, text: () => null };
}

/** An Actions column holding only the row's Edit button. */
export function editColumn<T>(openEdit: (row: T) => void, allowed: boolean, privilege: string, nameOf: (row: T) => string): Column<T> {
  return actionsColumn((row) => <RowAction label="Edit" target={nameOf(row)} allowed={allowed} privilege={privilege} onClick={() => openEdit(row)} />);
}
