import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from './modal';
import type { Editor } from './use-editor';

export interface AddRowButtonProps {
  /** What one row is called: "period" gives "Add period". */
  noun: string;
  /** May add rows; without the privilege the button stays, disabled. */
  allowed: boolean;
  /** The privilege it lacks, shown as the disabled button's title. */
  why?: string;
  onClick: () => void;
}

/** A set-up list's Add button, beside its heading. */
export function AddRowButton({ noun, allowed, why, onClick }: AddRowButtonProps) {
  return (
    <Button disabled={!allowed} title={why} onClick={onClick}>
      {`Add ${noun}`}
    </Button>
  );
}

export interface EditRowButtonProps<T extends { id: number; name: string }> {
  editor: Editor<T>;
  row: T;
  /** May change rows; without the privilege the button stays, disabled. */
  allowed: boolean;
  why?: string;
}

/** A row's Edit button in a set-up list, named with the row ("Edit Mid-term") for a screen reader. */
export function EditRowButton<T extends { id: number; name: string }>({ editor, row, allowed, why }: EditRowButtonProps<T>) {
  return (
    <Button variant="ghost" className="px-2 py-1" disabled={!allowed} title={why} aria-label={`Edit ${row.name}`} onClick={() => editor.openEdit(row)}>
      Edit
    </Button>
  );
}

export interface EditorDialogProps<T extends { id: number; name: string }> {
  editor: Editor<T>;
  /** What one row is called: the dialog is "Add period", or "Edit" and the row's name. */
  noun: string;
  width?: string;
  /** The add/edit form, mounted only while the dialog is open. */
  children: ReactNode;
}

/** The add/edit dialog of a set-up list, titled for what it does to which row. */
export function EditorDialog<T extends { id: number; name: string }>({ editor, noun, width, children }: EditorDialogProps<T>) {
  return (
    <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? `Add ${noun}` : `Edit ${editor.editing?.name ?? noun}`} width={width}>
      {editor.isOpen ? children : null}
    </Modal>
  );
}
