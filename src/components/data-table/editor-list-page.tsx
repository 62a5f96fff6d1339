import type { ReactNode } from 'react';
import type { Page, Profile } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import type { RecordFormProps } from '@/components/form/record-form-props';
import { useEditor, type Editor } from '@/components/dialogs/use-editor';
import { NeedsConnection } from '@/components/overlays/needs-connection';
import { Button } from '@/components/ui/button';
import { can, lacks, type Privilege } from '@/lib/can';
import { useOnline } from '@/lib/online';
import { DataTable, type Column, type DataTableProps } from './data-table';
import { type ListQuery, type ListState, tableQueryProps } from './list-state';
import { editColumn } from './row-action';

/** A record a school keeps a list of, named by its add- and update- privileges: 'room' for add-room and update-room. */
export type GuardedRecord = RecordOf<Privilege>;
type RecordOf<P> = P extends `add-${infer R}` ? (`update-${R}` extends Privilege ? R : never) : never;

/**
 * A settings list's query with its add/edit dialog, the save that closes the dialog once done,
 * and `fetchPage`, which reads any page of the same list for print and CSV.
 */
export function useEditorList<T extends { id: number }, S extends ListState, I>(list: ListQuery<T>, useSave: (onSaved: () => void) => SaveRow<I>, fetchPage: (state: S) => Promise<Page<T>>) {
  const editor = useEditor<T>(list.data?.data);
  const save = useSave(editor.close);
  return { list, editor, save, fetchPage };
}

/** What every add/edit form of a list takes. */
export type EditorFormProps<T, I> = RecordFormProps<T, I>;

/** A list's save mutation: a null id adds a row, a number updates that row. */
export interface SaveRow<I> {
  isPending: boolean;
  mutate: (variables: { id: number | null; input: I }) => void;
}

export interface EditorListPageProps<T extends { id: number }, S extends ListState, I>
  extends Omit<DataTableProps<T, S>, 'rows' | 'loading' | 'savedAt' | 'needsConnection' | 'rowKey' | 'onOpen' | 'actions' | 'emptyMessage'> {
  user: Profile;
  /** The list's query, read for its page and loading state. */
  list: ListQuery<T>;
  editor: Editor<T>;
  /** What one row is called when not its record: "room" gives the "Add room" button and the "Add room" / "Edit room" dialog titles. */
  noun?: string;
  /** The new-row dialog's title when it says more than "Add <noun>". */
  addTitle?: string;
  /**
   * Whose add- and update- privileges guard the list: without add-<record> the Add button is
   * disabled and names it; with update-<record> a row opens for editing (Enter on a focused row).
   */
  record: GuardedRecord;
  /** What an empty list says; "No <title> yet. Add the first one." when not given. */
  emptyMessage?: string;
  /**
   * The row's name for a last column of Edit buttons. A reader who may neither add nor edit
   * sees no such column; pages with more row actions bring their own actions column instead.
   */
  rowName?: (row: T) => string;
  /** Toolbar filters shown before the Add button. */
  filters?: ReactNode;
  /** Controls after the Add button, e.g. a settings menu. */
  trailing?: ReactNode;
  dialogWidth?: string;
  /** Offline, the dialog says before anything is typed that the save needs the server ("Buses are saved on the server."). */
  offlineNote?: string;
  save: SaveRow<I>;
  /** The add/edit form, rendered only while its dialog is open. */
  form: (props: EditorFormProps<T, I>) => ReactNode;
  /** The page's other dialogs. */
  children?: ReactNode;
}

/**
 * A settings list: the table with its toolbar and Add button, and the add/edit dialog
 * holding the row's form. A page brings its columns, filters and form.
 */
export function EditorListPage<T extends { id: number }, S extends ListState, I>(props: EditorListPageProps<T, S, I>) {
  const { user, list, editor, noun: named, addTitle, record, emptyMessage, rowName, columns, filters, trailing, dialogWidth, offlineNote, save, form, children, ...table } = props;
  const noun = named ?? record;
  const addPrivilege = `add-${record}` as Privilege;
  const editPrivilege = `update-${record}` as Privilege;
  const canAdd = can(user, addPrivilege);
  const canEdit = can(user, editPrivilege);
  const editable: Column<T>[] = rowName && (canAdd || canEdit) ? [...columns, editColumn(editor.openEdit, canEdit, editPrivilege, rowName)] : columns;
  const online = useOnline();
  return (
    <>
      <DataTable
        {...table}
        {...tableQueryProps(list)}
        columns={editable}
        emptyMessage={emptyMessage ?? `No ${props.title.toLowerCase()} yet. Add the first one.`}
        rowKey={(row) => row.id}
        onOpen={canEdit ? editor.openEdit : undefined}
        actions={
          <>
            {filters}
            <Button disabled={!canAdd} title={lacks(canAdd, addPrivilege)} onClick={editor.openNew}>
              {`Add ${noun}`}
            </Button>
            {trailing}
          </>
        }
      />
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? (addTitle ?? `Add ${noun}`) : `Edit ${noun}`} width={dialogWidth}>
        {!online && offlineNote ? <NeedsConnection message={offlineNote} /> : null}
        {editor.isOpen
          ? form({
              initial: editor.editing,
              pending: save.isPending,
              onCancel: editor.close,
              onSubmit: (input) => save.mutate({ id: editor.editing?.id ?? null, input }),
            })
          : null}
      </Modal>
      {children}
    </>
  );
}
