import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEditor } from './use-editor';

type Row = { id: number; name: string };

describe('useEditor', () => {
  it('starts closed, with nothing being edited', () => {
    const { result } = renderHook(() => useEditor<Row>());
    expect(result.current).toMatchObject({ isOpen: false, isNew: false, editing: undefined });
  });

  it('opens for a new row, for an existing row, and closes again', () => {
    const { result } = renderHook(() => useEditor<Row>());
    act(() => result.current.openNew());
    expect(result.current).toMatchObject({ isOpen: true, isNew: true, editing: undefined });
    const row = { id: 7, name: 'Room 7' };
    act(() => result.current.openEdit(row));
    expect(result.current).toMatchObject({ isOpen: true, isNew: false, editing: row });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ isOpen: false, isNew: false, editing: undefined });
  });

  it('keeps its callbacks across renders, so a Modal does not re-subscribe on every change', () => {
    const { result } = renderHook(() => useEditor<Row>());
    const { openNew, openEdit, close } = result.current;
    act(() => result.current.openEdit({ id: 1, name: 'A' }));
    expect(result.current.openNew).toBe(openNew);
    expect(result.current.openEdit).toBe(openEdit);
    expect(result.current.close).toBe(close);
  });

  it("given the list's rows, edits the row's latest copy (Reload after a stale save gets the fresh one)", () => {
    const { result, rerender } = renderHook(({ rows }: { rows: Row[] }) => useEditor<Row>(rows), { initialProps: { rows: [{ id: 1, name: 'A' }] } });
    act(() => result.current.openEdit({ id: 1, name: 'A' }));
    rerender({ rows: [{ id: 1, name: 'A, renamed' }] });
    expect(result.current.editing).toEqual({ id: 1, name: 'A, renamed' });
    // Gone from the page (another search, deleted): the copy it was opened with stays.
    rerender({ rows: [] });
    expect(result.current.editing).toEqual({ id: 1, name: 'A' });
  });
});
