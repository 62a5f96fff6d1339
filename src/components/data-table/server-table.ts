import type { Page } from '@contract';
import { tableQueryProps, type ListQuery, type ListState } from './list-state';

/**
 * What a server-paged DataTable takes from its page, in one spread: the list query's page and
 * states, the address's list state and how to change it, how to read any page (for CSV and
 * print), and the rows' key: their id, or `rowKey` for rows known by another number (a receipt's).
 * The page adds its title, columns and own options.
 */
export function serverTableProps<T extends { id: number }, S extends ListState>(list: ListQuery<T>, state: S, onStateChange: (next: S) => void, fetchPage: (state: S) => Promise<Page<T>>): TableProps<T, S>;
export function serverTableProps<T, S extends ListState>(list: ListQuery<T>, state: S, onStateChange: (next: S) => void, fetchPage: (state: S) => Promise<Page<T>>, rowKey: (row: T) => number): TableProps<T, S>;
export function serverTableProps<T, S extends ListState>(
  list: ListQuery<T>,
  state: S,
  onStateChange: (next: S) => void,
  fetchPage: (state: S) => Promise<Page<T>>,
  rowKey = (row: T) => (row as { id: number }).id,
): TableProps<T, S> {
  return { ...tableQueryProps(list), state, onStateChange, fetchPage: (s: S) => fetchPage(s), rowKey };
}

type TableProps<T, S> = ReturnType<typeof tableQueryProps<Page<T>>> & {
  state: S;
  onStateChange: (next: S) => void;
  fetchPage: (state: S) => Promise<Page<T>>;
  rowKey: (row: T) => number;
};
