import { useCallback, useMemo, useState } from 'react';

/** The add/edit dialog of a list page: closed, adding a new row, or editing one row. */
export interface Editor<T> {
  isOpen: boolean;
  isNew: boolean;
  /** The row being edited; undefined while adding or closed, so it passes as a form's `initial`. */
  editing: T | undefined;
  openNew: () => void;
  openEdit: (row: T) => void;
  close: () => void;
}

type EditorState<T> = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; row: T };

/**
 * "List + add/edit modal" state. The callbacks keep their identity across renders: the Modal
 * re-subscribes to navigation when `onClose` changes, and a DataTable's `onOpen` may be memoised.
 * Given the list's rows, `editing` is the row's latest copy among them, so the form's Reload
 * (after a save from a stale copy, ADR 017) gets the fresh row once the list is fetched again;
 * the form itself keeps the values and version it was filled from until then.
 */
export function useEditor<T extends { id: number }>(rows?: readonly T[]): Editor<T> {
  const [state, setState] = useState<EditorState<T>>({ kind: 'closed' });
  const openNew = useCallback(() => setState({ kind: 'new' }), []);
  const openEdit = useCallback((row: T) => setState({ kind: 'edit', row }), []);
  const close = useCallback(() => setState({ kind: 'closed' }), []);
  const editing = state.kind === 'edit' ? (rows?.find((r) => r.id === state.row.id) ?? state.row) : undefined;
  return useMemo(
    () => ({ isOpen: state.kind !== 'closed', isNew: state.kind === 'new', editing, openNew, openEdit, close }),
    [state.kind, editing, openNew, openEdit, close],
  );
}
